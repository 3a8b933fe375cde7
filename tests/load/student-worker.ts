import { io, type Socket } from 'socket.io-client'
import { PageTraffic } from './page-traffic'
import {
  countInto,
  reply,
  type StudentSeat,
  type StudentWorkerReply,
  type StudentWorkerRequest,
} from './protocol'

/**
 * A share of the simulated students (forked by exam-bench.ts): one socket.io client per student,
 * websocket only, each on its own connection (forceNew), no reconnection so that a dropped socket
 * shows up in the figures instead of hiding behind a retry. Records when each progress push arrives.
 * With page calls on, each student also sends what the exam page sends over HTTP (page-traffic.ts):
 * the question as a question opens, the progress bars after each acknowledged save.
 */
interface Client {
  seat: StudentSeat
  socket: Socket
  /** First receipt time of each progress, by `phase:index`. */
  received: Map<string, number>
}

const clients: Client[] = []
const samples = new Map<string, string>()
let disconnects = 0
let closing = false
let page: PageTraffic | null = null

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function connectOne(url: string, seat: StudentSeat, quizId: number | null): Promise<Client> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token: seat.token },
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
  })
  const client: Client = { seat, socket, received: new Map() }
  socket.on('exam.progress', (progress: { quizId: number; phase: string; index: number }) => {
    const at = Date.now()
    const key = `${progress.phase}:${progress.index}`
    if (client.received.has(key)) return
    client.received.set(key, at)
    if (!samples.has(key)) samples.set(key, JSON.stringify(progress))
    if (progress.phase === 'open' || progress.phase === 'closed')
      page?.send(progress.phase, seat.token, progress.quizId, progress.index + 1)
  })
  socket.on('disconnect', () => {
    if (!closing) disconnects++
  })
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
    socket.once('connect', async () => {
      if (quizId === null) return resolve(client)
      try {
        const answer = await socket.timeout(60_000).emitWithAck('exam.join', { quizId })
        if (answer?.error) throw new Error(`join refused: ${answer.error.code} ${answer.error.msg}`)
        resolve(client)
      } catch (error) {
        socket.close()
        reject(error)
      }
    })
  })
}

async function connectAll(request: Extract<StudentWorkerRequest, { type: 'connect' }>) {
  if (request.pageConnections > 0) page = new PageTraffic(new URL(request.url), request.pageConnections)
  const errors: Record<string, number> = {}
  let failed = 0
  let next = 0
  const lane = async () => {
    while (next < request.seats.length) {
      const seat = request.seats[next++] as StudentSeat
      try {
        clients.push(await connectOne(request.url, seat, request.quizId))
      } catch (error) {
        failed++
        countInto(errors, (error as Error).message)
      }
    }
  }
  await Promise.all(Array.from({ length: request.concurrency }, lane))
  return { connected: clients.length, failed, errors }
}

async function collect(key: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && clients.some((c) => c.socket.connected && !c.received.has(key)))
    await sleep(20)
  const times: number[] = []
  for (const client of clients) {
    const at = client.received.get(key)
    if (at !== undefined) times.push(at)
  }
  return { times, missing: clients.length - times.length, sample: samples.get(key) ?? null }
}

async function saveAll(request: Extract<StudentWorkerRequest, { type: 'save' }>) {
  const latencies: number[] = []
  const ackedUserIds: number[] = []
  const errors: Record<string, number> = {}
  let timeouts = 0
  let extraAcks = 0
  let firstSentAt = Number.POSITIVE_INFINITY
  let lastSentAt = 0
  const payload = { quizId: request.quizId, quizInfoId: request.quizInfoId, userAnswer: '水', revision: 1 }
  await Promise.all(
    clients.map(async (client) => {
      await sleep(Math.max(0, request.startAt + Math.random() * request.spreadMs - Date.now()))
      const sentAt = Date.now()
      firstSentAt = Math.min(firstSentAt, sentAt)
      lastSentAt = Math.max(lastSentAt, sentAt)
      let acks = 0
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timeouts++
          resolve()
        }, request.timeoutMs)
        // A plain ack callback, so that a second acknowledgement (a duplicate) would be seen.
        client.socket.emit(
          'exam.save',
          payload,
          (answer: { data?: unknown; error?: { code: number; msg: string } }) => {
            acks++
            if (acks > 1) {
              extraAcks++
              return
            }
            clearTimeout(timer)
            if (answer?.error) countInto(errors, `${answer.error.code} ${answer.error.msg}`)
            else {
              latencies.push(Date.now() - sentAt)
              ackedUserIds.push(client.seat.userId)
              page?.send('saved', client.seat.token, request.quizId, 0)
            }
            resolve()
          },
        )
      })
    }),
  )
  // Late duplicates would land after the last ack: give them a moment.
  await sleep(500)
  return { latencies, ackedUserIds, errors, timeouts, extraAcks, firstSentAt, lastSentAt }
}

process.on('message', async (request: StudentWorkerRequest) => {
  try {
    let answer: StudentWorkerReply
    switch (request.type) {
      case 'connect':
        answer = { id: request.id, type: 'connected', ...(await connectAll(request)) }
        break
      case 'collect':
        answer = { id: request.id, type: 'collected', ...(await collect(request.key, request.timeoutMs)) }
        break
      case 'save':
        answer = { id: request.id, type: 'saved', ...(await saveAll(request)) }
        break
      case 'close':
        closing = true
        for (const client of clients) client.socket.close()
        await page?.close()
        answer = {
          id: request.id,
          type: 'closed',
          disconnects,
          page: page && { latencies: page.latencies, errors: page.errors },
        }
        break
    }
    reply(answer)
    if (request.type === 'close') process.disconnect()
  } catch (error) {
    reply({ id: request.id, type: 'failed', message: String((error as Error)?.stack ?? error) })
  }
})

reply({ id: 0, type: 'ready' })
