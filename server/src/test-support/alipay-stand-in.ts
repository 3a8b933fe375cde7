import { createSign, createVerify, generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { alipayTradeBillZip, type BillRow } from './bill-files'

/**
 * A local stand-in for Alipay's open platform, for tests. Like Alipay it checks each request's RSA2
 * signature with the application's public key — OpenAPI v3 (Authorization: ALIPAY-SHA256withRSA …) for
 * precreate, query and refund, the sorted-parameter signature of gateway.do for the wap cashier — and
 * signs its answers (alipay-signature over timestamp, nonce and body) and its asynchronous
 * notifications (sorted fields but sign and sign_type) with its own key, so that the SDK's verification
 * runs for real. Its trade bill of a day (alipay.data.dataservice.bill.downloadurl.query, then the
 * address it gives) is a zip of GBK CSV files as Alipay's. Written from Alipay's published
 * descriptions, not with the SDK's code.
 */
interface Trade {
  outTradeNo: string
  tradeNo: string
  /** Fen. */
  amount: number
  subject: string
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'
  notifyUrl: string
  returnUrl?: string
  refunds: Map<string, number>
  /** When the payer paid (ms); tests move it to put the payment on another day's bill. */
  paidAt?: number
}

const sortedContent = (fields: Record<string, string>, leaveOut: string[]) =>
  Object.keys(fields)
    .filter((key) => !leaveOut.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&')

const yuanText = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
const toFen = (text: string) => Math.round(Number(text) * 100)
const chinaTime = (at = Date.now()) =>
  new Date(at + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function startAlipayStandIn(options: { appId: string; appPublicKey: KeyObject | string }) {
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const trades = new Map<string, Trade>()
  const refusals: string[] = []
  const notifications: { orderNo: string; body: string; status: number }[] = []
  let refundRefusal: { code: string; message: string } | undefined
  const refundLog: { orderNo: string; requestNo: string; amount: number; at: number }[] = []
  const bills = new Map<string, Buffer>()
  /** While true a payment sends no notification (a lost or late one): only a query tells. */
  const control = { holdNotifications: false }

  const signText = (text: string, key: KeyObject | string = alipayKeys.privateKey) =>
    createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64')
  const verifiedByApp = (text: string, signature: string) =>
    createVerify('RSA-SHA256').update(text, 'utf8').verify(options.appPublicKey, signature, 'base64')

  /** A notification's fields as Alipay posts them, signed with `key` (Alipay's own unless forging). */
  function notificationFields(trade: Trade, key: KeyObject | string = alipayKeys.privateKey) {
    const fields: Record<string, string> = {
      notify_time: chinaTime(),
      notify_type: 'trade_status_sync',
      notify_id: randomUUID().replaceAll('-', ''),
      app_id: options.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: yuanText(trade.amount),
      receipt_amount: yuanText(trade.amount),
      subject: trade.subject,
      gmt_payment: chinaTime(),
    }
    return { ...fields, sign_type: 'RSA2', sign: signText(sortedContent(fields, []), key) }
  }

  async function sendNotification(trade: Trade) {
    const body = new URLSearchParams(notificationFields(trade)).toString()
    const answer = await fetch(trade.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body,
    })
    notifications.push({ orderNo: trade.outTradeNo, body, status: answer.status })
    return { status: answer.status, text: await answer.text() }
  }

  /** The payer pays (on the wap cashier or by scanning the QR code). */
  async function pay(orderNo: string) {
    const trade = trades.get(orderNo)
    if (!trade) throw new Error(`the stand-in has no trade ${orderNo}`)
    if (trade.status === 'WAIT_BUYER_PAY') {
      trade.status = 'TRADE_SUCCESS'
      trade.paidAt = Date.now()
    }
    return control.holdNotifications ? undefined : sendNotification(trade)
  }

  function openTrade(biz: Record<string, string>, notifyUrl: string, returnUrl?: string) {
    const existing = trades.get(biz.out_trade_no ?? '')
    if (existing) return existing
    const trade: Trade = {
      outTradeNo: String(biz.out_trade_no),
      tradeNo: `2026${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      amount: toFen(String(biz.total_amount)),
      subject: String(biz.subject ?? ''),
      status: 'WAIT_BUYER_PAY',
      notifyUrl,
      returnUrl,
      refunds: new Map(),
    }
    trades.set(trade.outTradeNo, trade)
    return trade
  }

  /** OpenAPI v3: checks the Authorization header; returns the refusal or undefined. */
  function v3Refusal(req: http.IncomingMessage, body: string) {
    const auth = req.headers.authorization ?? ''
    const match = /^ALIPAY-SHA256withRSA (.+),sign=(.+)$/.exec(auth)
    if (!match) return 'missing authorization'
    const [, authString = '', signature = ''] = match
    const parts = Object.fromEntries(authString.split(',').map((p) => p.split('=') as [string, string]))
    if (parts.app_id !== options.appId) return 'unknown app_id'
    if (Math.abs(Date.now() - Number(parts.timestamp)) > 5 * 60_000) return 'timestamp too old'
    const signed = `${authString}\n${req.method}\n${req.url}\n${body}\n`
    return verifiedByApp(signed, signature) ? undefined : 'signature'
  }

  function v3Answer(res: http.ServerResponse, status: number, payload: unknown) {
    const body = JSON.stringify(payload)
    const timestamp = String(Date.now())
    const nonce = randomUUID()
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'alipay-timestamp': timestamp,
      'alipay-nonce': nonce,
      'alipay-signature': signText(`${timestamp}\n${nonce}\n${body}\n`),
    })
    res.end(body)
  }

  function v3Call(path: string, biz: Record<string, string>, res: http.ServerResponse) {
    const fail = (status: number, code: string, message: string) => v3Answer(res, status, { code, message })
    if (path === '/v3/alipay/trade/precreate') {
      const trade = openTrade(biz, String(biz.notify_url ?? ''))
      return v3Answer(res, 200, {
        out_trade_no: trade.outTradeNo,
        qr_code: `https://qr.alipay.com/standin${trade.tradeNo}`,
      })
    }
    const trade = trades.get(biz.out_trade_no ?? '')
    if (!trade) return fail(400, 'ACQ.TRADE_NOT_EXIST', '交易不存在')
    if (path === '/v3/alipay/trade/query')
      return v3Answer(res, 200, {
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: yuanText(trade.amount),
      })
    if (path === '/v3/alipay/trade/refund') {
      if (refundRefusal) {
        const { code, message } = refundRefusal
        refundRefusal = undefined
        return fail(400, code, message)
      }
      if (trade.status !== 'TRADE_SUCCESS') return fail(400, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
      const requestNo = String(biz.out_request_no ?? trade.outTradeNo)
      const already = trade.refunds.has(requestNo)
      if (!already) {
        trade.refunds.set(requestNo, toFen(String(biz.refund_amount)))
        refundLog.push({
          orderNo: trade.outTradeNo,
          requestNo,
          amount: toFen(String(biz.refund_amount)),
          at: Date.now(),
        })
      }
      const refunded = [...trade.refunds.values()].reduce((sum, fen) => sum + fen, 0)
      return v3Answer(res, 200, {
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        refund_fee: yuanText(refunded),
        fund_change: already ? 'N' : 'Y',
      })
    }
    return fail(404, 'isv.invalid-method', '不存在的方法名')
  }

  /** The wap cashier: GET gateway.do with the signed parameters of alipay.trade.wap.pay. */
  function wapPage(url: URL, res: http.ServerResponse) {
    const fields = Object.fromEntries(url.searchParams)
    const signed = sortedContent(fields, ['sign'])
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>支付宝收银台（测试） Alipay cashier (stand-in)</title></head><body>${body}</body></html>`,
      )
    }
    if (fields.app_id !== options.appId || !verifiedByApp(signed, fields.sign ?? '')) {
      refusals.push('wap signature')
      return html(400, '<h1>验签出错 Invalid signature</h1>')
    }
    if (fields.method !== 'alipay.trade.wap.pay') return html(400, '<h1>不存在的方法名 Unknown method</h1>')
    const biz = JSON.parse(fields.biz_content ?? '{}') as Record<string, string>
    const trade = openTrade(biz, fields.notify_url ?? '', fields.return_url)
    html(
      200,
      `<h1>支付宝 Alipay</h1><p>${escapeHtml(trade.subject)}</p><p data-testid="alipay-amount">¥${yuanText(trade.amount)}</p>` +
        `<form method="post" action="/gateway.do/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}">` +
        `<button type="submit">确认付款 Pay</button></form>`,
    )
  }

  /** The day's payments and refunds, in the order they happened. */
  function billRows(day: string): BillRow[] {
    const rows: (BillRow & { time: number })[] = []
    for (const trade of trades.values())
      if (trade.paidAt && chinaTime(trade.paidAt).startsWith(day))
        rows.push({
          kind: 'payment',
          time: trade.paidAt,
          at: chinaTime(trade.paidAt),
          orderNo: trade.outTradeNo,
          transactionId: trade.tradeNo,
          amount: trade.amount,
          subject: trade.subject,
        })
    for (const refund of refundLog) {
      const trade = trades.get(refund.orderNo)
      if (!trade || !chinaTime(refund.at).startsWith(day)) continue
      rows.push({
        kind: 'refund',
        time: refund.at,
        at: chinaTime(refund.at),
        orderNo: refund.orderNo,
        transactionId: trade.tradeNo,
        refundNo: refund.requestNo,
        amount: refund.amount,
        total: trade.amount,
      })
    }
    return rows.sort((a, b) => a.time - b.time)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const url = new URL(req.url ?? '/', 'http://stand-in')
      try {
        if (req.method === 'GET' && url.pathname === '/gateway.do') return wapPage(url, res)
        if (req.method === 'POST' && url.pathname === '/gateway.do/pay') {
          const orderNo = new URLSearchParams(body).get('out_trade_no') ?? ''
          await pay(orderNo)
          const trade = trades.get(orderNo)
          const back = new URL(trade?.returnUrl ?? 'about:blank')
          back.searchParams.set('out_trade_no', orderNo)
          back.searchParams.set('trade_no', trade?.tradeNo ?? '')
          res.writeHead(302, { location: back.toString() })
          return res.end()
        }
        if (req.method === 'GET' && url.pathname === '/billdownload') {
          const bill = bills.get(url.searchParams.get('token') ?? '')
          res.writeHead(bill ? 200 : 404, { 'content-type': 'application/octet-stream' })
          return res.end(bill ?? '')
        }
        if (req.method === 'GET' && url.pathname === '/v3/alipay/data/dataservice/bill/downloadurl/query') {
          const refusal = v3Refusal(req, body)
          if (refusal) {
            refusals.push(refusal)
            return v3Answer(res, 401, { code: 'invalid-signature', message: `验签出错 ${refusal}` })
          }
          const day = url.searchParams.get('bill_date') ?? ''
          const rows = billRows(day)
          if (url.searchParams.get('bill_type') !== 'trade' || !rows.length)
            return v3Answer(res, 400, { code: 'isp.bill_not_exist', message: '账单不存在' })
          const token = randomUUID().replaceAll('-', '')
          bills.set(token, alipayTradeBillZip(rows, `${options.appId}0156`, day))
          return v3Answer(res, 200, {
            bill_download_url: `http://${req.headers.host}/billdownload?token=${token}`,
          })
        }
        if (req.method === 'POST' && url.pathname.startsWith('/v3/')) {
          const refusal = v3Refusal(req, body)
          if (refusal) {
            refusals.push(refusal)
            return v3Answer(res, 401, { code: 'invalid-signature', message: `验签出错 ${refusal}` })
          }
          return v3Call(url.pathname, JSON.parse(body || '{}'), res)
        }
        res.writeHead(404).end()
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    alipayPublicKeyPem: alipayKeys.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    control,
    trades,
    refundLog,
    refusals,
    notifications,
    pay,
    sendNotification: (orderNo: string) => {
      const trade = trades.get(orderNo)
      if (!trade) throw new Error(`the stand-in has no trade ${orderNo}`)
      return sendNotification(trade)
    },
    /** The fields of a notification of the order's trade, signed with another key (a forgery). */
    forgedNotification(orderNo: string, key: KeyObject | string) {
      const trade = trades.get(orderNo)
      if (!trade) throw new Error(`the stand-in has no trade ${orderNo}`)
      return new URLSearchParams(notificationFields({ ...trade, status: 'TRADE_SUCCESS' }, key)).toString()
    },
    refuseNextRefund(code: string, message: string) {
      refundRefusal = { code, message }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type AlipayStandIn = Awaited<ReturnType<typeof startAlipayStandIn>>
