import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Options, PRESSES, root, SAVE_ROUNDS } from './exam-bench-options'
import type { Stats } from './protocol'
import type { SecondCpu } from './student-crowd'

/** What one size measured, and its rendering as the BENCHMARKS.md section. */

export interface PushFigures {
  press: Stats
  perPress: { key: string; p99: number; max: number; pressAckMs: number }[]
  missing: number
}

export interface RoundFigures {
  p99: number
  second: SecondCpu
}

export interface SizeResult {
  n: number
  database: 'PGlite' | 'PostgreSQL'
  connect: { connected: number; failed: number; seconds: number; errors: Record<string, number> }
  product: PushFigures
  timer: Stats
  bare: PushFigures
  bareConnect: { connected: number; failed: number }
  payloadBytes: number
  ratio: number
  saves: {
    acks: Stats
    acked: number
    errors: Record<string, number>
    timeouts: number
    lost: number
    duplicated: number
    rows: number
    sentOverMs: number
    /** The server's CPU per save second, on average over the rounds. */
    serverCpuMs: number
    /** CPU over a save second, on average: the whole machine's (2 CPUs: 2,000 ms at most) and the students'. */
    second: SecondCpu
    /** Acknowledged after the page's 8 s (use-answer-saver.ts): the page would have resent over HTTP. */
    overPageTimeout: number
    /** Each save second's p99 and CPU, in order (question 1 first). */
    perRound: RoundFigures[]
    /** The same saves against the bare server, acknowledged at once with nothing stored. */
    bare: { acks: Stats; acked: number; serverCpuMs: number; second: SecondCpu; perRound: RoundFigures[] }
  }
  memory: {
    before: number
    after: number
    perStudentKb: number
    bareBefore: number
    bareAfter: number
    barePerSocketKb: number
  }
  disconnects: number
  /** The exam page's HTTP calls (page-traffic.ts), against the product and the bare server. */
  page: PageCallFigures
  barePage: PageCallFigures
  poll: PollFigures
  barePoll: PollFigures
  seconds: number
  /** CPU taken by processes outside the benchmark while this size ran, in % of one CPU. */
  otherCpuPercent: number
}

export interface PageCallFigures {
  /** Every call, as a question opens, after a save and as it closes. */
  all: Stats
  /** The progress bars fetched again after an acknowledged save. */
  saved: Stats
  errors: Record<string, number>
}

export interface PollFigures {
  /** Failed polls while the pollers were coming in (not measured otherwise). */
  rampErrors: Record<string, number>
  latency: Stats
  errors: Record<string, number>
  before: number
  after: number
  perPollerKb: number
  serverCpuPercent: number
  pollsPerSecond: number
  skipped: number
}

function machine() {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8')
  const limits = fs.readFileSync('/proc/self/limits', 'utf8')
  return {
    nproc: os.availableParallelism(),
    cpu: /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? 'unknown',
    ramGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    kernel: os.release(),
    openFiles: /Max open files\s+(\d+)/.exec(limits)?.[1] ?? 'unknown',
  }
}

/** The last commit of the server's code (server, engine, shared), and whether the checkout differs from it. */
export function codeVersion() {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  try {
    const last = git('log', '-1', '--format=%h', '--', 'server', 'engine', 'shared')
    const dirty = git('status', '--porcelain', '--', 'server', 'engine', 'shared') !== ''
    return `${last}${dirty ? ' with uncommitted changes' : ''}`
  } catch {
    return 'unknown (not a git checkout)'
  }
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '—')
const mb = (kb: number) => (kb / 1024).toFixed(0)
const errorList = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([message, count]) => `${count}× ${message}`)
    .join('; ') || 'none'
/** Product p99 / bare p99 for each press in turn, smallest to largest: how much the ratio moves. */
const pressRatios = (r: SizeResult) => {
  const ratios = r.product.perPress
    .map((p, i) => p.p99 / (r.bare.perPress[i]?.p99 ?? Number.NaN))
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  return ratios.map((x) => x.toFixed(2)).join(', ')
}
const yes = (ok: boolean) => (ok ? '**met**' : '**not met**')

const roundList = (rounds: RoundFigures[]) =>
  rounds.map((r) => `${ms(r.p99)} (${r.second.machineMs} / ${r.second.workersMs})`).join(', ')

export function report(results: SizeResult[], options: Options, argv: string[], code: string) {
  const m = machine()
  const lines: string[] = []
  const push = (...more: string[]) => lines.push(...more)
  push(
    `Run: \`npm run bench:exam -- ${argv.join(' ')}\`` +
      ` (database ${results[0]?.database ?? '—'}, ${options.seconds} s per question, server with` +
      ` NODE_ENV=production LOG_LEVEL=${options.logLevel}, ${options.perWorker} sockets per worker process;` +
      ` server code ${code}).`,
    '',
    `Machine: ${m.nproc} CPUs (${m.cpu}), ${m.ramGb.toFixed(1)} GB RAM, Node ${m.node}, Linux ${m.kernel},` +
      ` ${m.openFiles} open files per process. Server, workers and driver share the machine; the workers (the simulated students) run at nice 19.`,
    '',
    `**Push: judge press → receipt by every student** (ms; ${PRESSES} presses: start, then next; N receipts each).` +
      ' Bare: the same payloads broadcast by a bare socket.io server to the same number of websocket clients.',
    '',
    '| N | product p50 | p95 | p99 | max | bare p50 | p95 | p99 | max | **p99 ratio** | not received | press answered in |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${ms(r.product.press.p50)} | ${ms(r.product.press.p95)} | ${ms(r.product.press.p99)} | ${ms(r.product.press.max)}` +
        ` | ${ms(r.bare.press.p50)} | ${ms(r.bare.press.p95)} | ${ms(r.bare.press.p99)} | ${ms(r.bare.press.max)}` +
        ` | **${r.ratio.toFixed(2)}** | ${r.product.missing} / ${r.bare.missing}` +
        ` | ${r.product.perPress.map((p) => ms(p.pressAckMs)).join(', ')} |`,
    ),
    '',
    'Per press, p99 / max (product; bare):',
    '',
    ...results.map(
      (r) =>
        `- N=${r.n}: ${r.product.perPress.map((p) => `${p.key} ${ms(p.p99)}/${ms(p.max)}`).join(', ')};` +
        ` bare ${r.bare.perPress.map((p) => `${p.key} ${ms(p.p99)}/${ms(p.max)}`).join(', ')};` +
        ` p99 ratio press by press ${pressRatios(r)};` +
        ` payload ${r.payloadBytes} bytes of JSON; timer push (question closing, from its endTime) p50` +
        ` ${ms(r.timer.p50)} p99 ${ms(r.timer.p99)} max ${ms(r.timer.max)}.`,
    ),
    '',
    `**Saves: as each of questions 1 to ${SAVE_ROUNDS} opens, every student saves it once, at a random instant of the` +
      ` same second** (\`exam.save\` over the socket; ack ms over all ${SAVE_ROUNDS} × N acks; the bench waits 60 s` +
      ' for an ack, the page waits 8 s and then resends over HTTP). Bare: the same save seconds from the same' +
      ' clients to the bare socket.io server, which acknowledges each at once and stores nothing: the floor this' +
      ' machine and socket.io set. Server CPU and the save second (the CPU the whole machine used, of 2,000 ms,' +
      ' and how much of it the simulated students took) are per save second, on average.',
    '',
    '| N | sent over | acked | p50 | p95 | **p99** | max | acked after 8 s | lost | duplicated | rows in exam_answers | server CPU | save second: machine / students | refusals | bare acked | bare p50 | **bare p99** | bare server CPU | bare save second: machine / students |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${r.saves.sentOverMs} ms | ${r.saves.acked} | ${ms(r.saves.acks.p50)} | ${ms(r.saves.acks.p95)}` +
        ` | ${ms(r.saves.acks.p99)} | ${ms(r.saves.acks.max)} | ${r.saves.overPageTimeout} | ${r.saves.lost} | ${r.saves.duplicated} | ${r.saves.rows}` +
        ` | ${(r.saves.serverCpuMs / 1000).toFixed(1)} s | ${r.saves.second.machineMs} / ${r.saves.second.workersMs} ms | ${errorList(r.saves.errors)}${r.saves.timeouts ? `; ${r.saves.timeouts} without answer in 60 s` : ''}` +
        ` | ${r.saves.bare.acked} | ${ms(r.saves.bare.acks.p50)} | **${ms(r.saves.bare.acks.p99)}** | ${(r.saves.bare.serverCpuMs / 1000).toFixed(1)} s` +
        ` | ${r.saves.bare.second.machineMs} / ${r.saves.bare.second.workersMs} ms |`,
    ),
    '',
    'Per save second, p99 ms (machine / students CPU ms), question 1 first:',
    '',
    ...results.map(
      (r) => `- N=${r.n}: product ${roundList(r.saves.perRound)}; bare ${roundList(r.saves.bare.perRound)}.`,
    ),
    '',
    `**The page's HTTP calls** (${options.pageConnections} keep-alive connections per worker process; ms from the` +
      ' moment the page sends to the whole answer): the question as each question opens, the progress bars after' +
      ' each acknowledged save (BENCHMARKS.md, what a student page sends). Bare: the same calls, answered from memory.',
    '',
    '| N | calls | p50 | p99 | max | after a save: p50 | p99 | failed | bare calls | bare p50 | bare p99 | bare after a save: p99 |',
    '|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${r.page.all.count} | ${ms(r.page.all.p50)} | ${ms(r.page.all.p99)} | ${ms(r.page.all.max)}` +
        ` | ${ms(r.page.saved.p50)} | ${ms(r.page.saved.p99)} | ${errorList(r.page.errors)}` +
        ` | ${r.barePage.all.count} | ${ms(r.barePage.all.p50)} | ${ms(r.barePage.all.p99)} | ${ms(r.barePage.saved.p99)} |`,
    ),
    '',
    '**Memory: server RSS (VmRSS) before and 2 s after N students connected and joined.**',
    '',
    '| N | connect + join | product before | after | **per student** | bare before | after | bare per socket | sockets dropped |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${r.connect.seconds.toFixed(1)} s (${r.connect.failed} failed) | ${mb(r.memory.before)} MB | ${mb(r.memory.after)} MB` +
        ` | **${r.memory.perStudentKb.toFixed(1)} KB** | ${mb(r.memory.bareBefore)} MB | ${mb(r.memory.bareAfter)} MB` +
        ` | ${r.memory.barePerSocketKb.toFixed(1)} KB | ${r.disconnects} |`,
    ),
    '',
    `**Poll-only students: getProgress every second**, each on its own keep-alive connection, coming in` +
      ` at random over ${options.pollRampSeconds} s, then measured for ${options.pollSeconds} s; like the page, a` +
      ' tick is skipped while the last poll is out, and a poll gives up after 4 s (ms). Bare: the same pollers' +
      ' against the bare server answering a fixed progress envelope from memory.',
    '',
    '| N | answered/s | ticks skipped | p50 | p95 | **p99** | max | errors | failed while coming in | server CPU | RSS before | during | per poller | bare answered/s | bare p50 | bare p99 | bare errors |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${r.poll.pollsPerSecond.toFixed(0)} | ${r.poll.skipped} | ${ms(r.poll.latency.p50)} | ${ms(r.poll.latency.p95)}` +
        ` | **${ms(r.poll.latency.p99)}** | ${ms(r.poll.latency.max)} | ${errorList(r.poll.errors)}` +
        ` | ${Object.values(r.poll.rampErrors).reduce((a, b) => a + b, 0)}` +
        ` | ${r.poll.serverCpuPercent.toFixed(0)} % | ${mb(r.poll.before)} MB | ${mb(r.poll.after)} MB | ${r.poll.perPollerKb.toFixed(1)} KB` +
        ` | ${r.barePoll.pollsPerSecond.toFixed(0)} | ${ms(r.barePoll.latency.p50)} | ${ms(r.barePoll.latency.p99)}` +
        ` | ${Object.values(r.barePoll.errors).reduce((a, b) => a + b, 0)} |`,
    ),
    '',
    '**Targets** (set for 10,000 students; shown for every N).',
    '',
    '| N | push p99 ≤ 1.2 × bare | every press on every student within 1 s | saves all acked, p99 ≤ 3 × bare | polls p99 < 50 ms | nothing lost or duplicated |',
    '|---:|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${yes(r.ratio <= 1.2)} (${r.ratio.toFixed(2)}×) | ${yes(r.product.press.max <= 1000 && r.product.missing === 0)} (max ${ms(r.product.press.max)} ms)` +
        ` | ${yes(r.saves.acked === SAVE_ROUNDS * r.n && r.saves.acks.p99 <= 3 * r.saves.bare.acks.p99)} (p99 ${ms(r.saves.acks.p99)} / ${ms(r.saves.bare.acks.p99)} ms = ${(r.saves.acks.p99 / r.saves.bare.acks.p99).toFixed(2)}×)` +
        ` | ${yes(r.poll.latency.p99 < 50 && Object.keys(r.poll.errors).length === 0)} (p99 ${ms(r.poll.latency.p99)} ms)` +
        ` | ${yes(r.saves.lost === 0 && r.saves.duplicated === 0 && r.saves.rows === SAVE_ROUNDS * r.n)} |`,
    ),
    '',
    `Wall time: ${results.map((r) => `N=${r.n} ${Math.round(r.seconds)} s`).join(', ')}. CPU taken meanwhile by` +
      ` processes outside the benchmark${options.pg ? ' (PostgreSQL included)' : ''}, on average:` +
      ` ${results.map((r) => `N=${r.n} ${r.otherCpuPercent.toFixed(0)} %`).join(', ')} of one CPU.`,
  )
  return lines.join('\n')
}

const BEGIN = '<!-- bench:exam results: written by `npm run bench:exam -- ... --write` -->'
const END = '<!-- /bench:exam results -->'

export function writeBenchmarks(block: string, database: string) {
  const file = path.join(root, 'BENCHMARKS.md')
  const begin = BEGIN.replace('results', `results ${database}`)
  const end = END.replace('results', `results ${database}`)
  const section = `${begin}\n${block}\n${end}`
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n'
  const from = current.indexOf(begin)
  const to = current.indexOf(end)
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`
  fs.writeFileSync(file, next)
  console.log(`figures written to ${file}`)
}
