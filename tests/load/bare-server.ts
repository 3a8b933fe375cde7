import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'

/**
 * The yardstick: a bare socket.io server with no product code. Every websocket client joins one room;
 * POST /broadcast emits the posted JSON to that room as 'exam.progress', as the product does when a
 * judge presses; GET /api/formMatch/getProgress answers the last of them from memory (the poll
 * baseline). Started by exam-bench.ts with fork(); tells its port over IPC.
 */
let last: Record<string, unknown> = {}

const httpServer = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url?.startsWith('/api/formMatch/getProgress')) {
    // The poll baseline: the last broadcast progress, from memory, in the product's envelope.
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ code: 200, msg: '操作成功', data: { ...last, serverNow: Date.now() } }))
    return
  }
  if (req.method !== 'POST' || req.url !== '/broadcast') {
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
    io.to('exam').emit('exam.progress', last)
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}')
  })
})

// Off explicitly (it is engine.io's default too): small messages gain nothing and cost memory and CPU.
const io = new Server(httpServer, { serveClient: false, perMessageDeflate: false })
io.on('connection', (socket) => void socket.join('exam'))

httpServer.listen(0, () => {
  process.send?.({ type: 'listening', port: (httpServer.address() as AddressInfo).port })
})
process.on('disconnect', () => {
  io.close()
  process.exit(0)
})
