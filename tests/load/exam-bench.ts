import {
  bareNodeFlags,
  cleanUp,
  dropTarget,
  forkWorker,
  machineCpuMs,
  makeTarget,
  rssKb,
  startProduct,
  stopProcess,
} from './bench-processes'
import { type Options, PRESSES, parseOptions, SAVE_ROUNDS } from './exam-bench-options'
import { codeVersion, type PushFigures, report, type SizeResult, writeBenchmarks } from './exam-bench-report'
import { log, pooled, post, type SaveRound, saveSecond } from './exam-steps'
import { runPollers } from './pollers'
import { prepareExam, storedAnswers } from './prepare'
import { type PageFigures, stats } from './protocol'
import { StudentCrowd } from './student-crowd'
import { runTwoInstances, type TwoInstanceResult } from './two-instances'
import { twoInstanceReport } from './two-instances-report'

/**
 * The live semi-final under load: `npm run bench:exam -- [N ...] [options]`.
 *
 * For each N (default 1000 2000 5000 10000), on a fresh database:
 *  1. the product server (server/src/main.ts, NODE_ENV=production) with N enrolled students connected
 *     by websocket from worker processes: judge press → receipt by every student (start, then next ×4),
 *     the timer pushes when a question closes, N saves spread over one second as each of questions 1-3
 *     opens (acks, then the rows counted in exam_answers once the server has stopped), and the server's
 *     RSS before and after;
 *  2. the product restarted on the same data with N poll-only students coming in over --poll-ramp
 *     seconds, then asking getProgress every second, measured for --poll-seconds;
 *  3. a bare socket.io server (bare-server.ts) broadcasting the product's own progress payloads to N
 *     websocket clients, the same way: the product p99 / bare p99 ratio is the figure that matters;
 *     then the same save seconds, acknowledged at once, and the same pollers against its fixed in-memory
 *     getProgress (what the machine allows).
 * Press times are taken by the driver just before the POST; workers report receipt times (same
 * machine, same clock) and the driver subtracts.
 *
 * Options: --pg (a throw-away PostgreSQL database instead of PGlite; BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432), --seconds=6 (per question), --poll-seconds=10, --poll-ramp=10,
 * --per-worker=2000 (sockets per worker process; one process may hold 20,000 files here),
 * --log-level=info (as deployed), --write (put the figures into BENCHMARKS.md), --server-log=<file> (the product server's log, with
 * --log-level=debug each commit of answers), --profile=<folder>
 * (V8 CPU profiles of the product and bare servers, one file per server run), --only=poll (step 2 alone and the
 * bare pollers, for working on the poll path: figures in the log only, nothing written),
 * --instances=2 (with --pg: two product instances on one database and one Redis, BENCH_REDIS_URL,
 * default redis://127.0.0.1:6379, half the students on each; two bare servers on the Redis adapter as
 * the baseline; figures in the log only, see two-instances.ts).
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------- one size

/** Step 2 alone: a freshly started product and N poll-only students; the figures go to the log. */
async function runPollOnly(options: Options, n: number) {
  const target = await makeTarget(options, n)
  log(`N=${n}: preparing ${n} students on ${options.pg ? 'PostgreSQL' : 'PGlite'}`)
  const exam = await prepareExam(target, n, options.seconds, PRESSES)
  const server = await startProduct(target, options)
  await sleep(1000)
  log(`N=${n}: ${n} pollers for ${options.pollSeconds} s`)
  const tokens = exam.students.map((s) => s.token)
  const poll = await runPollers(options, server.pid, server.url, tokens, exam.examId)
  await stopProcess(server.child)
  log(
    `N=${n}: polls ${poll.pollsPerSecond.toFixed(0)}/s, skipped ${poll.skipped}, p50 ${poll.latency.p50} ` +
      `p95 ${poll.latency.p95} p99 ${poll.latency.p99} max ${poll.latency.max} ms, errors ` +
      `${JSON.stringify(poll.errors)}, failed while coming in ${JSON.stringify(poll.rampErrors)}, ` +
      `server CPU ${poll.serverCpuPercent.toFixed(0)} %`,
  )
  await dropTarget(target)
  // The same pollers against the bare server: what the machine allows right now.
  const bare = await forkWorker('bare-server.ts', bareNodeFlags(options))
  const barePoll = await runPollers(
    options,
    bare.child.pid as number,
    `http://127.0.0.1:${bare.hello.port}`,
    tokens,
    exam.examId,
  )
  log(
    `N=${n}: bare polls ${barePoll.pollsPerSecond.toFixed(0)}/s, p50 ${barePoll.latency.p50} p99 ` +
      `${barePoll.latency.p99} max ${barePoll.latency.max} ms, errors ${JSON.stringify(barePoll.errors)}`,
  )
  bare.child.disconnect()
  await stopProcess(bare.child)
}

async function runSize(options: Options, n: number): Promise<SizeResult> {
  const began = Date.now()
  const cpuAtStart = machineCpuMs()
  const target = await makeTarget(options, n)
  log(`N=${n}: preparing ${n} students on ${options.pg ? 'PostgreSQL' : 'PGlite'}`)
  const exam = await prepareExam(target, n, options.seconds, PRESSES)

  // 1. The product with N websocket students.
  let server = await startProduct(target, options)
  await sleep(1000)
  const rssBefore = rssKb(server.pid)
  log(`N=${n}: server up (${server.url}, RSS ${Math.round(rssBefore / 1024)} MB), connecting students`)
  const joined = await StudentCrowd.connect(
    server.url,
    exam.students,
    exam.examId,
    options.perWorker,
    options.pageConnections,
  )
  log(`N=${n}: ${joined.connected} joined, ${joined.failed} failed in ${joined.seconds.toFixed(1)} s`)
  await sleep(2000)
  const rssAfter = rssKb(server.pid)
  const crowd = joined.crowd
  const command = `${server.url}/api/judge/command`

  const pushTimes: number[] = []
  const perPress: PushFigures['perPress'] = []
  const payloads = new Map<string, string>()
  let pushMissing = 0
  const press = async (type: 'start' | 'next', fromIndex: number, key: string) => {
    const pressedAt = Date.now()
    const answer = await post(command, { quizId: exam.examId, type, fromIndex }, exam.judgeToken)
    const pressAckMs = Date.now() - pressedAt
    if (answer.code !== 200) throw new Error(`judge ${type} refused: ${answer.code} ${answer.msg}`)
    const got = await crowd.collect(key, 30_000)
    const latencies = got.times.map((at) => at - pressedAt)
    pushTimes.push(...latencies)
    pushMissing += got.missing
    const s = stats(latencies)
    perPress.push({ key, p99: s.p99, max: s.max, pressAckMs })
    if (got.sample) payloads.set(key, got.sample)
    log(`N=${n}: ${type} → ${key}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms, missing ${got.missing}`)
    return answer.data as { endTime: number }
  }
  const timerTimes: number[] = []
  const boundary = async (endTime: number, key: string) => {
    const got = await crowd.collect(key, Math.max(0, endTime - Date.now()) + 30_000)
    timerTimes.push(...got.times.map((at) => at - endTime))
    pushMissing += got.missing
  }

  // Each question as it opens: the press, then (on questions 1 to SAVE_ROUNDS) N saves within one second.
  const started = await press('start', -1, 'open:0')
  let endTime = started.endTime
  const rounds: (SaveRound & { questionId: number })[] = []
  for (let index = 0; index < PRESSES - 1; index++) {
    await boundary(endTime, `closed:${index}`)
    endTime = (await press('next', index, `open:${index + 1}`)).endTime
    if (rounds.length === SAVE_ROUNDS) continue
    const questionId = exam.questionIds[index + 1] as number
    const round = await saveSecond(crowd, server.pid, exam.examId, questionId)
    const s = stats(round.saved.latencies)
    log(
      `N=${n}: ${n} saves on question ${index + 1}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms; in the save` +
        ` second the machine used ${round.saved.second.machineMs} ms of CPU, the students ${round.saved.second.workersMs} ms`,
    )
    rounds.push({ ...round, questionId })
  }
  const { disconnects, page } = await crowd.close()
  await stopProcess(server.child)
  logPage(n, 'page calls', page)

  let lost = 0
  let duplicated = 0
  let rowCount = 0
  for (const { saved, questionId } of rounds) {
    const rows = await storedAnswers(target, exam.examId, questionId)
    const storedUsers = new Set(rows.map((row) => row.userId))
    // Lost: a save never acknowledged (error, no answer), or acknowledged and not in the table.
    lost += n - saved.ackedUserIds.length + saved.ackedUserIds.filter((id) => !storedUsers.has(id)).length
    // Duplicated: more than one row per student and question, or a save acknowledged twice.
    duplicated += rows.length - storedUsers.size + saved.extraAcks
    rowCount += rows.length
  }
  const errors: Record<string, number> = {}
  for (const { saved } of rounds)
    for (const [message, count] of Object.entries(saved.errors))
      errors[message] = (errors[message] ?? 0) + count
  const saves = {
    ...pooled(rounds),
    errors,
    timeouts: rounds.reduce((sum, round) => sum + round.saved.timeouts, 0),
    lost,
    duplicated,
    rows: rowCount,
    sentOverMs: Math.max(...rounds.map((round) => round.saved.sentOverMs)),
    overPageTimeout: rounds.flatMap((round) => round.saved.latencies).filter((ms) => ms > 8000).length,
  }
  log(
    `N=${n}: saves p50 ${saves.acks.p50} p99 ${saves.acks.p99} max ${saves.acks.max} ms over ${rounds.length} rounds;` +
      ` acked ${saves.acked}, lost ${lost}, duplicated ${duplicated}, rows ${rowCount}`,
  )

  // 2. The product again, on the same data, with N poll-only students.
  server = await startProduct(target, options)
  await sleep(1000)
  log(`N=${n}: ${n} pollers for ${options.pollSeconds} s`)
  const tokens = exam.students.map((s) => s.token)
  const poll = await runPollers(options, server.pid, server.url, tokens, exam.examId)
  await stopProcess(server.child)
  log(
    `N=${n}: polls p50 ${poll.latency.p50} p99 ${poll.latency.p99} max ${poll.latency.max} ms, ` +
      `${Object.values(poll.errors).reduce((a, b) => a + b, 0)} errors, server CPU ${poll.serverCpuPercent.toFixed(0)} %`,
  )
  await dropTarget(target)

  // 3. Bare socket.io, the same payloads to the same number of websocket clients.
  const bare = await forkWorker('bare-server.ts', bareNodeFlags(options))
  const bareUrl = `http://127.0.0.1:${bare.hello.port}`
  const bareBefore = rssKb(bare.child.pid as number)
  const bareJoined = await StudentCrowd.connect(
    bareUrl,
    exam.students,
    null,
    options.perWorker,
    options.pageConnections,
  )
  await sleep(2000)
  const bareAfter = rssKb(bare.child.pid as number)
  const bareTimes: number[] = []
  const barePerPress: PushFigures['perPress'] = []
  let bareMissing = 0
  for (let index = 0; index < PRESSES; index++) {
    const key = `open:${index}`
    const body = payloads.get(key) ?? payloads.values().next().value
    const pressedAt = Date.now()
    await fetch(`${bareUrl}/broadcast`, { method: 'POST', body })
    const pressAckMs = Date.now() - pressedAt
    const got = await bareJoined.crowd.collect(key, 30_000)
    const latencies = got.times.map((at) => at - pressedAt)
    bareTimes.push(...latencies)
    bareMissing += got.missing
    const s = stats(latencies)
    barePerPress.push({ key, p99: s.p99, max: s.max, pressAckMs })
    log(`N=${n}: bare ${key}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms, missing ${got.missing}`)
    await sleep(1000)
  }
  // The same save seconds, acknowledged at once with nothing stored: the floor that socket.io and
  // this machine set for the product's save p99. One per question length, as the product's came.
  const bareRounds: SaveRound[] = []
  for (let round = 1; round <= SAVE_ROUNDS; round++) {
    const roundStart = Date.now()
    const questionId = exam.questionIds[round] as number
    bareRounds.push(await saveSecond(bareJoined.crowd, bare.child.pid as number, exam.examId, questionId))
    const s = stats(bareRounds.at(-1)?.saved.latencies ?? [])
    log(`N=${n}: bare saves, round ${round}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms`)
    await sleep(Math.max(0, roundStart + options.seconds * 1000 - Date.now()))
  }
  const barePage = (await bareJoined.crowd.close()).page
  logPage(n, 'bare page calls', barePage)
  // The same pollers against the bare server's fixed getProgress: what this machine and harness allow.
  const barePoll = await runPollers(options, bare.child.pid as number, bareUrl, tokens, exam.examId)
  log(
    `N=${n}: bare polls p50 ${barePoll.latency.p50} p99 ${barePoll.latency.p99} max ${barePoll.latency.max} ms`,
  )
  bare.child.disconnect()
  await stopProcess(bare.child)

  const product: PushFigures = { press: stats(pushTimes), perPress, missing: pushMissing }
  const bareFigures: PushFigures = { press: stats(bareTimes), perPress: barePerPress, missing: bareMissing }
  return {
    n,
    database: options.pg ? 'PostgreSQL' : 'PGlite',
    connect: {
      connected: joined.connected,
      failed: joined.failed,
      seconds: joined.seconds,
      errors: joined.errors,
    },
    product,
    timer: stats(timerTimes),
    bare: bareFigures,
    bareConnect: { connected: bareJoined.connected, failed: bareJoined.failed },
    payloadBytes: Buffer.byteLength(payloads.get('open:1') ?? ''),
    ratio: product.press.p99 / bareFigures.press.p99,
    saves: { ...saves, bare: pooled(bareRounds) },
    memory: {
      before: rssBefore,
      after: rssAfter,
      perStudentKb: (rssAfter - rssBefore) / n,
      bareBefore,
      bareAfter,
      barePerSocketKb: (bareAfter - bareBefore) / n,
    },
    disconnects,
    page: pageFigures(page),
    barePage: pageFigures(barePage),
    poll,
    barePoll,
    seconds: (Date.now() - began) / 1000,
    otherCpuPercent: otherCpu(cpuAtStart, began),
  }
}

/** The page calls' times over the whole run, and their failures. */
const pageFigures = (page: PageFigures) => ({
  all: stats(Object.values(page.latencies).flat()),
  saved: stats(page.latencies.saved),
  errors: page.errors,
})

function logPage(n: number, label: string, page: PageFigures) {
  const by = (moment: 'open' | 'saved' | 'closed') => {
    const s = stats(page.latencies[moment])
    return `${moment} ${s.count} p50 ${s.p50} p99 ${s.p99} max ${s.max}`
  }
  log(
    `N=${n}: ${label} (ms): ${by('open')}; ${by('saved')}; ${by('closed')}; errors ${JSON.stringify(page.errors)}`,
  )
}

function otherCpu(atStart: { busy: number; mine: number }, began: number) {
  const now = machineCpuMs()
  return ((now.busy - atStart.busy - (now.mine - atStart.mine)) / (Date.now() - began)) * 100
}

// ---------------------------------------------------------------- main

const argv = process.argv.slice(2)
const options = parseOptions(argv)
const results: SizeResult[] = []
const codeAtStart = codeVersion()
const code = () => {
  const atEnd = codeVersion()
  return atEnd === codeAtStart ? codeAtStart : `${codeAtStart}, changed during the run to ${atEnd}`
}
try {
  if (options.pollOnly) for (const n of options.sizes) await runPollOnly(options, n)
  else if (options.instances === 2) {
    const twoResults: TwoInstanceResult[] = []
    for (const n of options.sizes) twoResults.push(await runTwoInstances(options, n))
    console.log(`\n${twoInstanceReport(twoResults, options, argv, code())}\n`)
  } else {
    for (const n of options.sizes) results.push(await runSize(options, n))
    const text = report(results, options, argv, code())
    console.log(`\n${text}\n`)
    if (options.write) writeBenchmarks(text, options.pg ? 'postgres' : 'pglite')
  }
} catch (error) {
  console.error(error)
  if (results.length > 0)
    console.log(`\nCompleted sizes only:\n\n${report(results, options, argv, code())}\n`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
