/** A Chrome trace event, as far as the blocking time needs it. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** The thread's CPU time in the event (time the thread was descheduled is not in it). */
  tdur?: number
  tid: number
  pid: number
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } }
}

/**
 * The page's main thread in a trace of its load: the renderer thread that parsed its HTML (`site` is the
 * address the page came from), with the first contentful paint of that renderer.
 */
export function pageMainThread(traceEvents: TraceEvent[], site: string) {
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(site))
  const onMain = traceEvents.filter((e) => parse && e.tid === parse.tid && e.pid === parse.pid)
  const fcp = traceEvents.find(
    (e) => e.name === 'firstContentfulPaint' && parse && e.pid === parse.pid && e.ts >= parse.ts,
  )
  return { parse, onMain, fcp }
}

/**
 * Lighthouse's Total Blocking Time (each task's part over 50 ms between the first contentful paint and
 * the end of the trace, at a CPU slowdown) from each task's CPU time rather than its wall time: on a
 * shared host, time the thread waited for a core is not counted, so runs made under different loads
 * compare. Lighthouse's own figure multiplies the wall time the trace observed.
 */
export function blockingFromCpuTime(traceEvents: TraceEvent[], site: string, slowdown: number) {
  const { onMain, fcp } = pageMainThread(traceEvents, site)
  if (!fcp) return undefined
  return onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts)
    .map((e) => Math.max(0, ((e.tdur ?? e.dur ?? 0) / 1000) * slowdown - 50))
    .reduce((sum, part) => sum + part, 0)
}
