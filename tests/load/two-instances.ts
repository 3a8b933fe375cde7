import {
  bareNodeFlags,
  dropTarget,
  forkWorker,
  makeTarget,
  startProduct,
  stopProcess,
} from './bench-processes'
import { type Options, PRESSES, SAVE_ROUNDS } from './exam-bench-options'
import type { PollFigures } from './exam-bench-report'
import { log, post } from './exam-steps'
import {
  type InstanceFigures,
  InstancePair,
  type PressFigures,
  type SaveSecondFigures,
} from './instance-pair'
import { runPollers } from './pollers'
import { prepareExam, storedAnswers } from './prepare'
import { type PageFigures, type Stats, stats } from './protocol'
import { dropRedisKeys, openRedis, REDIS_URL } from './shared-services'

/**
 * The live semi-final on two product instances (`bench:exam -- N --pg --instances=2`): both on one
 * PostgreSQL database and one Redis (the product's own adapter, under a prefix of this run), half the
 * students on each, the judge pressing on the first. Then two bare socket.io servers joined by the
 * same Redis adapter, the clients split the same way, each broadcast emitted on the first.
 */
export interface PairRun {
  presses: PressFigures[]
  /** The exam page's HTTP calls: all of them, and the progress bars after a save. */
  page: { all: Stats; saved: Stats; errors: Record<string, number> }
  push: Stats
  missing: number
  saves: SaveSecondFigures[]
  acks: Stats
  instances: InstanceFigures[]
  poll: PollFigures[]
}

export interface TwoInstanceResult {
  n: number
  connect: { connected: number; failed: number; seconds: number; errors: Record<string, number> }
  product: PairRun
  bare: PairRun
  bareConnect: { connected: number; failed: number }
  ratio: number
  /** Timer pushes (a question closing) that did not reach a student. */
  timerMissing: number
  lost: number
  duplicated: number
  rows: number
  seconds: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const pairRun = (
  presses: { figures: PressFigures; latencies: number[] }[],
  saves: SaveSecondFigures[],
  pair: InstancePair,
) => ({
  presses: presses.map((p) => p.figures),
  push: stats(presses.flatMap((p) => p.latencies)),
  missing: presses.reduce((sum, p) => sum + p.figures.missing, 0),
  saves,
  acks: stats(saves.flatMap((s) => s.latencies)),
  instances: pair.instances(),
})

const pageStats = (page: PageFigures) => ({
  all: stats(Object.values(page.latencies).flat()),
  saved: stats(page.latencies.saved),
  errors: page.errors,
})

function logPage(label: string, page: PageFigures) {
  const s = stats(Object.values(page.latencies).flat())
  log(
    `${label} page calls: ${s.count}, p50 ${s.p50} p99 ${s.p99} max ${s.max} ms; after a save p99 ` +
      `${stats(page.latencies.saved).p99} ms; failed ${JSON.stringify(page.errors)}`,
  )
}

function logSave(label: string, index: number, save: SaveSecondFigures) {
  const s = stats(save.latencies)
  log(
    `${label} saves on question ${index}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms, acked ${save.ackedUserIds.length};` +
      ` Redis ${save.redis.commands} commands, ${save.redis.cpuMs} ms CPU; PostgreSQL ${save.commits ?? '—'} commits`,
  )
}

export async function runTwoInstances(options: Options, n: number): Promise<TwoInstanceResult> {
  const began = Date.now()
  const redis = await openRedis()
  const prefix = `spell-bench-${process.pid}-${n}:`
  const target = await makeTarget(options, n)
  const databaseUrl = target.databaseUrl ?? null
  try {
    log(`N=${n}: preparing ${n} students on PostgreSQL; Redis ${REDIS_URL}, prefix ${prefix}`)
    const exam = await prepareExam(target, n, options.seconds, PRESSES)
    const redisEnv = { REDIS_URL, REDIS_PREFIX: prefix }
    // One after the other: the first applies the migrations.
    const startPair = async () => {
      const first = await startProduct(target, options, redisEnv)
      return [first, await startProduct(target, options, redisEnv)] as const
    }

    // 1. Two product instances, half the students on each; the judge on the first.
    let [a, b] = await startPair()
    await sleep(1000)
    const pair = await InstancePair.connect(
      [a, b],
      exam.students,
      exam.examId,
      options.perWorker,
      redis,
      options.pageConnections,
    )
    log(`N=${n}: ${pair.connect.connected} joined (half on each instance), ${pair.connect.failed} failed`)
    const presses: { figures: PressFigures; latencies: number[] }[] = []
    const payloads = new Map<string, string>()
    const press = async (type: 'start' | 'next', fromIndex: number, key: string) => {
      let endTime = 0
      const pressed = await pair.press(
        key,
        async () => {
          const body = { quizId: exam.examId, type, fromIndex }
          const answer = await post(`${a.url}/api/judge/command`, body, exam.judgeToken)
          if (answer.code !== 200) throw new Error(`judge ${type} refused: ${answer.code} ${answer.msg}`)
          endTime = (answer.data as { endTime: number }).endTime
        },
        `N=${n}: product`,
      )
      presses.push(pressed)
      if (pressed.sample) payloads.set(key, pressed.sample)
      return endTime
    }
    const saves: (SaveSecondFigures & { questionId: number })[] = []
    let timerMissing = 0
    let endTime = await press('start', -1, 'open:0')
    for (let index = 0; index < PRESSES - 1; index++) {
      // The timer's push as the question closes, from each instance to its own sockets.
      timerMissing += (await pair.collect(`closed:${index}`, Math.max(0, endTime - Date.now()) + 30_000))
        .missing
      endTime = await press('next', index, `open:${index + 1}`)
      if (saves.length === SAVE_ROUNDS) continue
      const questionId = exam.questionIds[index + 1] as number
      const save = await pair.saveSecond(exam.examId, questionId, databaseUrl)
      logSave(`N=${n}: product`, index + 1, save)
      saves.push({ ...save, questionId })
    }
    const product = pairRun(presses, saves, pair)
    const productPage = (await pair.close()).page
    logPage(`N=${n}: product`, productPage)
    await Promise.all([stopProcess(a.child), stopProcess(b.child)])

    let lost = 0
    let duplicated = 0
    let rows = 0
    for (const save of saves) {
      const stored = await storedAnswers(target, exam.examId, save.questionId)
      const users = new Set(stored.map((row) => row.userId))
      lost += n - save.ackedUserIds.length + save.ackedUserIds.filter((id) => !users.has(id)).length
      duplicated += stored.length - users.size + save.extraAcks
      rows += stored.length
    }
    log(
      `N=${n}: product saves p99 ${product.acks.p99} ms; lost ${lost}, duplicated ${duplicated}, rows ${rows}`,
    )

    // 2. Both instances again, half the poll-only students on each.
    ;[a, b] = await startPair()
    await sleep(1000)
    const tokens = exam.students.map((s) => s.token)
    const half = Math.ceil(n / 2)
    const productPoll = await Promise.all([
      runPollers(options, a.pid, a.url, tokens.slice(0, half), exam.examId),
      runPollers(options, b.pid, b.url, tokens.slice(half), exam.examId),
    ])
    await Promise.all([stopProcess(a.child), stopProcess(b.child)])
    await dropTarget(target)

    // 3. Two bare socket.io servers on the same Redis, the clients split the same way.
    const bareEnv = { BARE_REDIS_URL: REDIS_URL, BARE_REDIS_KEY: `${prefix}bare` }
    const bareChildren = await Promise.all(
      [0, 1].map(() => forkWorker('bare-server.ts', bareNodeFlags(options), bareEnv)),
    )
    const bareServers = bareChildren.map(({ child, hello }) => ({
      url: `http://127.0.0.1:${hello.port}`,
      pid: child.pid as number,
    })) as [{ url: string; pid: number }, { url: string; pid: number }]
    const barePair = await InstancePair.connect(
      bareServers,
      exam.students,
      null,
      options.perWorker,
      redis,
      options.pageConnections,
    )
    const barePresses: { figures: PressFigures; latencies: number[] }[] = []
    for (let index = 0; index < PRESSES; index++) {
      const key = `open:${index}`
      const body = payloads.get(key) ?? payloads.values().next().value
      // The second keeps the payload for its pollers; the first emits it to both through Redis.
      await fetch(`${bareServers[1].url}/broadcast?remember`, { method: 'POST', body })
      barePresses.push(
        await barePair.press(
          key,
          async () => void (await fetch(`${bareServers[0].url}/broadcast`, { method: 'POST', body })),
          `N=${n}: bare`,
        ),
      )
      await sleep(1000)
    }
    const bareSaves: SaveSecondFigures[] = []
    for (let round = 1; round <= SAVE_ROUNDS; round++) {
      const roundStart = Date.now()
      bareSaves.push(await barePair.saveSecond(exam.examId, exam.questionIds[round] as number, null))
      logSave(`N=${n}: bare`, round, bareSaves.at(-1) as SaveSecondFigures)
      await sleep(Math.max(0, roundStart + options.seconds * 1000 - Date.now()))
    }
    const bare = pairRun(barePresses, bareSaves, barePair)
    const barePage = (await barePair.close()).page
    logPage(`N=${n}: bare`, barePage)
    const barePoll = await Promise.all(
      bareServers.map((server, i) =>
        runPollers(
          options,
          server.pid,
          server.url,
          i === 0 ? tokens.slice(0, half) : tokens.slice(half),
          exam.examId,
        ),
      ),
    )
    for (const { child } of bareChildren) {
      child.disconnect()
      await stopProcess(child)
    }
    return {
      n,
      connect: pair.connect,
      product: { ...product, poll: productPoll, page: pageStats(productPage) },
      bare: { ...bare, poll: barePoll, page: pageStats(barePage) },
      bareConnect: barePair.connect,
      ratio: product.push.p99 / bare.push.p99,
      timerMissing,
      lost,
      duplicated,
      rows,
      seconds: (Date.now() - began) / 1000,
    }
  } finally {
    await dropRedisKeys(redis, prefix)
    await redis.quit()
  }
}
