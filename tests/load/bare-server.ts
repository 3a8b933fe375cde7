import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdapter } from '@socket.io/redis-adapter'
import { Redis } from 'ioredis'
import { Server } from 'socket.io'

/**
 * The yardstick: a bare socket.io server with no product code. Every websocket client joins one room;
 * POST /broadcast emits the posted JSON to that room as 'exam.progress', as the product does when a
 * judge presses; GET /api/formMatch/getProgress answers the last of them from memory (the poll
 * baseline); 'exam.save' is acknowledged at once with nothing stored (the save baseline: what socket.io
 * and this machine allow before any product code); the exam page's POST calls (the progress bars, the
 * question) answer a fixed body from memory. Started by exam-bench.ts with fork(); tells its
 * port over IPC. With BARE_REDIS_URL (and BARE_REDIS_KEY), several of them share one room through the
 * Redis adapter the product uses, as its instances do; POST /broadcast?remember only keeps the payload
 * for the polls, without emitting it.
 */
let last: Record<string, unknown> = {}

/** The exam page's own calls (page-traffic.ts), answered from memory with answers of the product's shape. */
const pageAnswers: Record<string, unknown> = {
  '/api/formMatch/queryTheProgressBar': [
    { flag: 'A', quizNum: 10, answerNum: 1 },
    { flag: 'B', quizNum: 10, answerNum: 0 },
  ],
  '/api/formMatch/queryTheOnlineFormAnswer': {
    list: [
      {
        id: 2,
        formQuizId: 1,
        quizNumber: 1,
        quizSequence: 2,
        quizForm: 0,
        section: 'A',
        quizTypeStr: '释义',
        description: '第 1 题',
        engDescription: 'Question 1',
        kind: 'choice',
        pinyin: '',
        choice: '水,火,木,土',
        answer: null,
        userAnswer: null,
        total: 21,
      },
    ],
    pageNum: 2,
  },
}

const answerJson = (res: http.ServerResponse, data: unknown) => {
  const body = JSON.stringify({ code: 200, msg: '操作成功', data })
  res
    .writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    })
    .end(body)
}

const httpServer = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url?.startsWith('/api/formMatch/getProgress')) {
    // The poll baseline: the last broadcast progress, from memory, in the product's envelope.
    answerJson(res, { ...last, serverNow: Date.now() })
    return
  }
  const pageAnswer = req.method === 'POST' ? pageAnswers[req.url ?? ''] : undefined
  if (pageAnswer) {
    // The page calls' baseline: the body read and parsed, as the product does, and a fixed answer.
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      JSON.parse(body)
      answerJson(res, pageAnswer)
    })
    return
  }
  if (req.method !== 'POST' || !req.url?.startsWith('/broadcast')) {
    res.writeHead(404).end()
    return
  }
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk: string) => {
    body += chunk
  })
  req.on('end', () => {
    last = JSON.parse(body)
    if (!req.url?.endsWith('?remember')) io.to('exam').emit('exam.progress', last)
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}')
  })
})

// Off explicitly (it is engine.io's default too): small messages gain nothing and cost memory and CPU.
const io = new Server(httpServer, { serveClient: false, perMessageDeflate: false })
const redisUrl = process.env.BARE_REDIS_URL
const adapterClients = redisUrl ? [new Redis(redisUrl), new Redis(redisUrl)] : []
if (adapterClients[0] && adapterClients[1])
  io.adapter(
    createAdapter(adapterClients[0], adapterClients[1], {
      key: process.env.BARE_REDIS_KEY ?? 'socket.io',
    }),
  )
io.on('connection', (socket) => {
  socket.join('exam')
  socket.on('exam.save', (payload: { revision: number }, ack: (answer: unknown) => void) =>
    ack({ code: 200, msg: '操作成功', data: { revision: payload.revision, savedAt: Date.now() } }),
  )
})

// The same accept queue as the product's (server/src/server.ts), so that both meet the same kernel.
httpServer.listen({ port: 0, backlog: 8192 }, () => {
  process.send?.({ type: 'listening', port: (httpServer.address() as AddressInfo).port })
})
// A normal exit either way, so that a CPU profile (bench:exam --profile) is written.
const stop = () => {
  io.close()
  for (const client of adapterClients) client.disconnect()
  process.exit(0)
}
process.on('disconnect', stop)
process.on('SIGTERM', stop)
