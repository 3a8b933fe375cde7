import { type Options, PRESSES, SAVE_ROUNDS } from './exam-bench-options'
import type { PollFigures } from './exam-bench-report'
import { stats } from './protocol'
import type { PairRun, TwoInstanceResult } from './two-instances'

/** The two-instance run's figures as text for the log (written to BENCHMARKS.md by hand, not by --write). */

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '—')
const mb = (kb: number) => (kb / 1024).toFixed(0)
const yes = (ok: boolean) => (ok ? '**met**' : '**not met**')

const pollStats = (polls: PollFigures[]) => {
  // The halves' percentiles cannot be pooled exactly from their summaries: the worse half is shown.
  const worst = (of: (p: PollFigures) => number) => Math.max(...polls.map(of))
  return {
    p50: worst((p) => p.latency.p50),
    p99: worst((p) => p.latency.p99),
    max: worst((p) => p.latency.max),
    perSecond: polls.reduce((sum, p) => sum + p.pollsPerSecond, 0),
    errors: polls.reduce((sum, p) => sum + Object.values(p.errors).reduce((a, b) => a + b, 0), 0),
  }
}

const instanceLine = (label: string, run: PairRun) =>
  run.instances
    .map(
      (instance, i) =>
        `${label} ${i + 1}: RSS ${mb(instance.rssBefore)} → ${mb(instance.rssAfter)} MB, CPU ${instance.cpuPercent.toFixed(0)} %` +
        ` over the presses and saves, ${instance.saveCpuMs} ms per save second, ${run.poll[i]?.serverCpuPercent.toFixed(0) ?? '—'} % while polled`,
    )
    .join('; ')

export function twoInstanceReport(
  results: TwoInstanceResult[],
  options: Options,
  argv: string[],
  code: string,
) {
  const lines: string[] = []
  const push = (...more: string[]) => lines.push(...more)
  push(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`npm run bench:exam -- ${argv.join(' ')}\`` +
      ` (two instances on one PostgreSQL database and one Redis, half the students on each, the judge on the` +
      ` first; ${options.seconds} s per question; server code ${code}).`,
    '',
    `**Per press** (${PRESSES}: start, then next): receipt by every student over both instances (ms), bare` +
      ' the same through two bare socket.io servers on the same Redis adapter; Redis commands and CPU from' +
      ' the press to the last receipt.',
    '',
    '| N | press | p50 | p99 | slowest | not received | bare p50 | bare p99 | bare slowest | p99 ratio | Redis commands | Redis CPU | bare Redis commands |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      r.product.presses.map((p, i) => {
        const bare = r.bare.presses[i]
        return (
          `| ${r.n} | ${p.key} | ${ms(p.latency.p50)} | ${ms(p.latency.p99)} | ${ms(p.latency.max)} | ${p.missing}` +
          ` | ${ms(bare?.latency.p50 ?? Number.NaN)} | ${ms(bare?.latency.p99 ?? Number.NaN)} | ${ms(bare?.latency.max ?? Number.NaN)}` +
          ` | ${(p.latency.p99 / (bare?.latency.p99 ?? Number.NaN)).toFixed(2)} | ${p.redis.commands} | ${p.redis.cpuMs} ms` +
          ` | ${bare?.redis.commands ?? '—'} |`
        )
      }),
    ),
    '',
    `**Save seconds** (questions 1 to ${SAVE_ROUNDS}: every student saves once within the same second, to its own` +
      ' instance); PostgreSQL commits (pg_stat_database xact_commit) from the second’s start to its last ack, per second of that window.',
    '',
    '| N | question | acked | p50 | p99 | max | Redis commands | Redis CPU | PostgreSQL commits/s | CPU instance 1 / 2 | bare p99 | bare Redis commands |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      r.product.saves.map((save, i) => {
        const s = stats(save.latencies)
        const bare = r.bare.saves[i]
        return (
          `| ${r.n} | ${i + 1} | ${save.ackedUserIds.length} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${save.redis.commands}` +
          ` | ${save.redis.cpuMs} ms | ${save.commits === null ? '—' : `${Math.round(save.commits / (save.windowMs / 1000))} (${save.commits} in ${save.windowMs} ms)`} | ${save.cpuMs.join(' / ')} ms` +
          ` | ${ms(stats(bare?.latencies ?? []).p99)} | ${bare?.redis.commands ?? '—'} |`
        )
      }),
    ),
    '',
    ...results.flatMap((r) => [
      `- N=${r.n}: ${instanceLine('instance', r.product)}. ${instanceLine('bare', r.bare)}.` +
        ` Connected ${r.connect.connected} (${r.connect.failed} failed), bare ${r.bareConnect.connected}` +
        ` (${r.bareConnect.failed} failed); timer pushes not received ${r.timerMissing}; wall time ${Math.round(r.seconds)} s.`,
    ]),
    '',
    `**The page's HTTP calls** (${options.pageConnections} keep-alive connections per worker process; ms from the` +
      ' moment the page sends to the whole answer): the question as each question opens, the progress bars' +
      ' after each acknowledged save.',
    '',
    ...results.map(
      (r) =>
        `- N=${r.n}: ${r.product.page.all.count} calls, p50 ${ms(r.product.page.all.p50)} p99 ${ms(r.product.page.all.p99)}` +
        ` max ${ms(r.product.page.all.max)}; after a save p99 ${ms(r.product.page.saved.p99)}; failed` +
        ` ${JSON.stringify(r.product.page.errors)}. Bare: ${r.bare.page.all.count} calls, p99 ${ms(r.bare.page.all.p99)};` +
        ` after a save p99 ${ms(r.bare.page.saved.p99)}.`,
    ),
    '',
    '**Targets**',
    '',
    '| N | every press on every student within 1 s | push p99 ≤ 1.2 × bare | saves p99 ≤ 1.5 × bare | polls p99 ≤ 2 × bare | nothing lost or duplicated |',
    '|---:|---|---|---|---|---|',
    ...results.map((r) => {
      const poll = pollStats(r.product.poll)
      const barePoll = pollStats(r.bare.poll)
      return (
        `| ${r.n} | ${yes(r.product.push.max <= 1000 && r.product.missing === 0)} (slowest ${ms(r.product.push.max)} ms, ${r.product.missing} not received)` +
        ` | ${yes(r.ratio <= 1.2)} (${ms(r.product.push.p99)} / ${ms(r.bare.push.p99)} ms = ${r.ratio.toFixed(2)}×)` +
        ` | ${yes(r.product.acks.p99 <= 1.5 * r.bare.acks.p99 && r.product.acks.count === SAVE_ROUNDS * r.n)} (p99 ${ms(r.product.acks.p99)} / ${ms(r.bare.acks.p99)} ms = ${(r.product.acks.p99 / r.bare.acks.p99).toFixed(2)}×)` +
        ` | ${yes(poll.p99 <= 2 * barePoll.p99 && poll.errors === 0)} (worse half p99 ${ms(poll.p99)} / ${ms(barePoll.p99)} ms = ${(poll.p99 / barePoll.p99).toFixed(2)}×, ${poll.perSecond.toFixed(0)}/s, ${poll.errors} errors)` +
        ` | ${yes(r.lost === 0 && r.duplicated === 0 && r.rows === SAVE_ROUNDS * r.n)} (lost ${r.lost}, duplicated ${r.duplicated}, rows ${r.rows}) |`
      )
    }),
  )
  return lines.join('\n')
}
