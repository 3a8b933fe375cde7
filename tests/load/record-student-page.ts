import type { CDPSession, Page } from 'playwright-core'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { launchBrowser } from '../e2e/support/browser'
import { startSite } from '../e2e/support/site'
import { PAGE_AFTER_SAVE, PAGE_ON_CLOSE, PAGE_ON_QUESTION } from './page-traffic'

/**
 * What a real student's exam page sends during a question, recorded from Chromium over the DevTools
 * protocol: `npm run bench:record-page` (after `npm run build -w client`). A server with one exam of
 * an example and two questions, a judge and one student; the student's page confirms the lobby, the
 * judge starts and, once the example has closed, presses next; the student picks an answer and the
 * page shows it saved; the recording runs from the press until the question closes. Every HTTP
 * request (Network.requestWillBeSent) and every socket.io message both ways
 * (Network.webSocketFrameSent / Received, engine.io pings left out) is printed in order with its time
 * from the press, then what the simulated students of bench:exam send (page-traffic.ts) is checked
 * against it, moment by moment (the opening push, the save's acknowledgement, the closing push): the
 * run exits non-zero when the page sends anything they do not, or the other way round.
 */
const SECONDS = 8

interface Recorded {
  ms: number
  kind: 'http' | 'socket sent' | 'socket received'
  what: string
  body?: string
}

function socketEvent(payload: string): string | null {
  // engine.io: 2 ping, 3 pong, 4 message; socket.io inside: 2 EVENT, 3 ACK, then the ack id.
  const packet = /^4([23])(\d*)(.*)$/s.exec(payload)
  if (!packet) return null
  const [, type, ackId, data] = packet as unknown as [string, string, string, string]
  if (type === '3') return `ack ${ackId}`
  const name = (JSON.parse(data) as [string])[0]
  return ackId ? `${name} (ack ${ackId})` : name
}

async function record(cdp: CDPSession, origin: string) {
  const events: Recorded[] = []
  let pressedAt = 0
  const at = () => Date.now() - pressedAt
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (!pressedAt || !request.url.startsWith(origin)) return
    const url = new URL(request.url)
    events.push({
      ms: at(),
      kind: 'http',
      what: `${request.method} ${url.pathname}${url.search}`,
      body: request.postData,
    })
  })
  const onFrame = (kind: Recorded['kind']) => (frame: { response: { payloadData: string } }) => {
    if (!pressedAt) return
    const name = socketEvent(frame.response.payloadData)
    if (name) events.push({ ms: at(), kind, what: name, body: frame.response.payloadData.slice(0, 160) })
  }
  cdp.on('Network.webSocketFrameSent', onFrame('socket sent'))
  cdp.on('Network.webSocketFrameReceived', onFrame('socket received'))
  return {
    events,
    start: () => {
      pressedAt = Date.now()
    },
  }
}

const site = await startSite()
const browser = await launchBrowser()
let failed = false
try {
  const judge = await buildSignedInUser(site.db, 'judge')
  const student = await buildSignedInUser(site.db, 'student')
  const { exam } = await buildExam(site.db, {
    seconds: SECONDS,
    real: 2,
    judgeIds: [judge.user.id],
    studentIds: [student.user.id],
  })
  const press = async (type: 'start' | 'next', fromIndex: number) => {
    const response = await fetch(`${site.url}/api/judge/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: judge.token },
      body: JSON.stringify({ quizId: exam.id, type, fromIndex }),
    })
    const envelope = (await response.json()) as { code: number; msg: string }
    if (envelope.code !== 200) throw new Error(`judge ${type}: ${envelope.code} ${envelope.msg}`)
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'zh-CN' })
  await context.addInitScript((token) => {
    localStorage.setItem('Authorization', token)
    localStorage.setItem('LOGIN_TYPE', '1')
  }, student.token)
  const page: Page = await context.newPage()
  const recording = await record(await context.newCDPSession(page), site.url)
  await page.goto(`${site.url}/stu/examSemi/be`)
  await page.getByRole('button', { name: /确认无误/ }).click()
  await page.getByText('请等待评委老师的指令').first().waitFor()
  await press('start', -1)
  await page.getByText('示例').first().waitFor()
  await page
    .getByText('本题已作答完成，请等待。')
    .first()
    .waitFor({ timeout: (SECONDS + 5) * 1000 })

  // Question 1, from the judge's press until it closes.
  recording.start()
  await press('next', 0)
  await page.getByText('第 1 题').first().waitFor()
  const option = /选项 [A-D]：水$/
  await page
    .getByRole('radio', { name: option })
    .or(page.getByRole('button', { name: option }))
    .or(page.getByRole('checkbox', { name: option }))
    .click()
  await page.getByText('已保存').first().waitFor()
  await page
    .getByText('本题已作答完成，请等待。')
    .first()
    .waitFor({ timeout: (SECONDS + 5) * 1000 })
  await context.close()

  const { events } = recording
  console.log('\nms from the press | what | message')
  console.log('---:|---|---')
  for (const event of events)
    console.log(`${event.ms} | ${event.kind} | ${event.what}${event.body ? `  ${event.body}` : ''}`)

  // The same sequence as the simulated student's: question-time requests, then the save, then what
  // follows an acknowledged save. Socket messages other than the save and its ack, and the pushes, are
  // the same for both by construction (one socket, joined once).
  const savedAt = events.findIndex((e) => e.kind === 'socket sent' && e.what.startsWith('exam.save'))
  if (savedAt === -1) throw new Error('the page sent no exam.save')
  const ackId = /\(ack (\d+)\)/.exec(events[savedAt]?.what ?? '')?.[1]
  const ackedAt = events.findIndex((e) => e.kind === 'socket received' && e.what === `ack ${ackId}`)
  const closedAt = events.findIndex(
    (e) => e.kind === 'socket received' && e.what === 'exam.progress' && e.body?.includes('"phase":"closed"'),
  )
  if (ackedAt === -1 || closedAt < ackedAt) throw new Error('no acknowledgement, or no closing push after it')
  const http = (from: number, to: number) =>
    events
      .slice(from, to)
      .filter((e) => e.kind === 'http')
      .map((e) => e.what.replace(/\?.*$/, ''))
  const plain = (calls: readonly { method: string; path: string }[]) =>
    calls.map((c) => `${c.method} ${c.path}`)
  const compare = (label: string, page: string[], bench: string[]) => {
    const same = JSON.stringify([...page].sort()) === JSON.stringify([...bench].sort())
    console.log(
      `${same ? 'same' : 'DIFFERENT'}: ${label}\n  page:  ${page.join(', ') || 'nothing'}\n  bench: ${bench.join(', ') || 'nothing'}`,
    )
    if (!same) failed = true
  }
  console.log('')
  compare('as the question opens (before the save)', http(0, savedAt), plain(PAGE_ON_QUESTION))
  compare('after the acknowledged save', http(ackedAt, closedAt), plain(PAGE_AFTER_SAVE))
  compare('as the question closes (its push)', http(closedAt, events.length), plain(PAGE_ON_CLOSE))
  const socketSent = events
    .filter((e) => e.kind === 'socket sent')
    .map((e) => e.what.replace(/ \(ack \d+\)/, ''))
  compare('socket messages sent during the question', socketSent, ['exam.save'])
} finally {
  await browser.close()
  await site.stop()
}
process.exitCode = failed ? 1 : 0
