import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launchBrowser } from '../e2e/support/browser'
import { startSite } from '../e2e/support/site'
import { blockingFromCpuTime, pageMainThread, type TraceEvent } from './cpu-blocking'

/**
 * `node --import tsx tests/bench/home-trace.ts [path]` (after a client build): what the main thread does
 * while the home page loads, unthrottled, at 390 px. Records a Chrome trace until 8 s after the load
 * event and prints each task over 30 ms with what took most of it (script by file, layout, style), to
 * find what to cut when Lighthouse's Total Blocking Time is high. The trace is kept in the temp directory
 * (open it in Chrome's Performance panel).
 *
 * It ends with the blocking time the main thread's tasks after the first contentful paint would make at
 * Lighthouse's 4× CPU slowdown (each task's part over 50 ms, Lighthouse's Total Blocking Time without its
 * simulation), from each task's CPU time rather than its wall time: on a shared host, time the thread
 * waited for a core is not counted, so runs made under different loads compare.
 */

const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/'
const site = await startSite()
const browser = await launchBrowser()
const file = path.join(os.tmpdir(), `home-trace${target.replaceAll('/', '-')}.json`)
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await browser.startTracing(page, {
    path: file,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ],
  })
  await page.goto(`${site.url}${target}`, { waitUntil: 'load' })
  await page.waitForTimeout(8000)
  await browser.stopTracing()
} finally {
  await browser.close()
  await site.stop()
}

const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }
// The renderer of the page is the one that parsed its HTML; time 0 is its first request.
const { parse, onMain, fcp } = pageMainThread(traceEvents, site.url)
const request = traceEvents.find((e) => e.name === 'ResourceSendRequest' && e.pid === parse?.pid)
const origin = request?.ts ?? parse?.ts ?? 0
const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 30_000)
const label = (e: TraceEvent) => {
  const url = e.args?.data?.url ?? e.args?.beginData?.url
  return url ? `${e.name} ${url.replace(/^https?:\/\/[^/]+/, '')}` : e.name
}
console.log(`trace: ${file}`)
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0)
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && e.ph === 'X' && e.dur)
  const byLabel = new Map<string, number>()
  for (const e of inside) {
    if (
      ![
        'EvaluateScript',
        'v8.compileModule',
        'v8.evaluateModule',
        'FunctionCall',
        'Layout',
        'UpdateLayoutTree',
        'ParseHTML',
        'Paint',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'RunMicrotasks',
        'v8.run',
        'ParseAuthorStyleSheet',
        'PrePaint',
        'Layerize',
      ].includes(e.name)
    )
      continue
    byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + (e.dur ?? 0))
  }
  const top = [...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 4)
  console.log(
    `${((task.ts - origin) / 1000).toFixed(0).padStart(6)} ms +${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms: ` +
      top.map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`).join(' | '),
  )
}

// Lighthouse's Total Blocking Time at its 4× CPU, from the thread's CPU time (cpu-blocking.ts).
const SLOWDOWN = 4
const blocking = blockingFromCpuTime(traceEvents, site.url, SLOWDOWN) ?? 0
console.log(
  fcp
    ? `first contentful paint ${((fcp.ts - origin) / 1000).toFixed(0)} ms; blocking time at ${SLOWDOWN}x from CPU time: ${blocking.toFixed(0)} ms`
    : 'no first contentful paint in the trace',
)
