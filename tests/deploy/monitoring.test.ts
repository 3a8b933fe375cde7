import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// deploy/prometheus-alerts.yml and deploy/grafana-dashboard.json read only figures the server
// exports (server/src/metrics/metrics.ts, and prom-client's defaults it turns on).

const root = path.resolve(import.meta.dirname, '../..')
const metricsSource = fs.readFileSync(path.join(root, 'server/src/metrics/metrics.ts'), 'utf8')
const own = [...metricsSource.matchAll(/name: '(spell_[a-z_]+)'/g)].map((m) => m[1] as string)
const defaults = [
  'nodejs_eventloop_lag_p99_seconds',
  'process_resident_memory_bytes',
  'process_cpu_seconds_total',
]
/** A histogram's series carry _bucket, _sum and _count; Prometheus adds `up` itself. */
const known = (name: string) =>
  name === 'up' || defaults.includes(name) || own.includes(name.replace(/_(bucket|sum|count)$/, ''))
const metricNames = (expr: string) =>
  [...expr.matchAll(/\b(spell_[a-z_]+|nodejs_[a-z0-9_]+|process_[a-z_]+|up)\s*[{[]/g)].map(
    (m) => m[1] as string,
  )

interface Rule {
  alert: string
  expr: string
  labels: { severity: string }
  annotations: { summary: string; description: string }
}
const alerts = parse(fs.readFileSync(path.join(root, 'deploy/prometheus-alerts.yml'), 'utf8')) as {
  groups: { name: string; rules: Rule[] }[]
}
const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'deploy/grafana-dashboard.json'), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[]
}

describe('the monitoring files', () => {
  it('exports the figures the committee watches', () => {
    for (const name of [
      'spell_sockets_connected',
      'spell_exam_students_connected',
      'spell_answer_save_ack_seconds',
      'spell_answer_queue_saves',
      'spell_answer_commit_seconds',
      'spell_http_responses_total',
      'spell_redis_errors_total',
    ])
      expect(own).toContain(name)
  })

  it('alerts on known metrics only, each with a severity and a summary in Chinese and English', () => {
    const rules = alerts.groups.flatMap((g) => g.rules)
    expect(rules.length).toBeGreaterThan(5)
    for (const rule of rules) {
      const names = metricNames(rule.expr)
      expect(names.length, rule.alert).toBeGreaterThan(0)
      for (const name of names) expect(known(name), `${rule.alert}: ${name}`).toBe(true)
      expect(['page', 'warn']).toContain(rule.labels.severity)
      for (const text of [rule.annotations.summary, rule.annotations.description]) {
        expect(text, rule.alert).toMatch(/\p{Script=Han}/u)
        expect(text, rule.alert).toMatch(/[A-Za-z]{3,}/)
      }
    }
    const alerted = rules.flatMap((r) => metricNames(r.expr))
    for (const name of [
      'up',
      'spell_answer_save_ack_seconds_bucket',
      'spell_answer_queue_saves',
      'spell_redis_errors_total',
    ])
      expect(alerted).toContain(name)
  })

  it('charts known metrics only on the dashboard', () => {
    expect(dashboard.panels.length).toBeGreaterThan(4)
    for (const panel of dashboard.panels)
      for (const target of panel.targets)
        for (const name of metricNames(target.expr)) expect(known(name), `${panel.title}: ${name}`).toBe(true)
  })
})
