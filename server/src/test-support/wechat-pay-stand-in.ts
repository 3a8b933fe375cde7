import {
  createCipheriv,
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  randomUUID,
} from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { type BillRow, wechatTradeBill } from './bill-files'

/**
 * A local stand-in for WeChat Pay API v3, for tests. Like WeChat Pay it checks each request's
 * Authorization (WECHATPAY2-SHA256-RSA2048: method, path, timestamp, nonce and body signed with the
 * merchant's key), signs its answers and notifications with its platform key (Wechatpay-Signature over
 * timestamp, nonce and body) and encrypts a notification's resource with the APIv3 key
 * (AEAD_AES_256_GCM). It serves the H5 cashier a phone's browser is sent to: paying there sends the
 * notification and returns the payer to redirect_url. Its trade bill of a day (/v3/bill/tradebill, a
 * signed answer with the download address and the file's SHA1, then the file from that address) lists
 * the day's payments and refunds in WeChat Pay's own format. Written from WeChat Pay's published description.
 */
interface Trade {
  outTradeNo: string
  transactionId: string
  prepayId: string
  amount: number
  description: string
  state: 'NOTPAY' | 'SUCCESS'
  notifyUrl: string
  tradeType: 'NATIVE' | 'MWEB'
  /** When the payer paid (ms); tests move it to put the payment on another day's bill. */
  paidAt?: number
}

const chinaWallClock = (at: number) =>
  new Date(at + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)

const STAND_IN_PLATFORM_SERIAL = 'STANDIN-PLATFORM-1'

export async function startWechatPayStandIn(options: {
  mchid: string
  appid: string
  merchantPublicKey: KeyObject | string
  apiV3Key: string
}) {
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const trades = new Map<string, Trade>()
  const refusals: string[] = []
  const notifications: { orderNo: string; status: number }[] = []
  const refunds: { orderNo: string; refundNo: string; amount: number; at: number }[] = []
  const bills = new Map<string, Buffer>()
  /** holdNotifications: a payment sends none (lost). corruptBills: a bill file loses a byte on its way. */
  const control = { holdNotifications: false, corruptBills: false }

  const signed = (body: string) => {
    const timestamp = String(Math.floor(Date.now() / 1000))
    const nonce = randomBytes(16).toString('hex')
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .sign(platform.privateKey, 'base64')
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': STAND_IN_PLATFORM_SERIAL,
    }
  }

  function authRefusal(req: http.IncomingMessage, body: string) {
    const auth = req.headers.authorization ?? ''
    if (!auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return 'missing authorization'
    const field = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(auth)?.[1] ?? ''
    if (field('mchid') !== options.mchid) return 'mchid'
    if (Math.abs(Date.now() / 1000 - Number(field('timestamp'))) > 300) return 'timestamp'
    const message = `${req.method}\n${req.url}\n${field('timestamp')}\n${field('nonce_str')}\n${body}\n`
    const ok = createVerify('RSA-SHA256')
      .update(message)
      .verify(options.merchantPublicKey, field('signature'), 'base64')
    return ok ? undefined : 'signature'
  }

  function encrypt(plain: string) {
    const nonce = randomBytes(6).toString('hex')
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.apiV3Key), Buffer.from(nonce))
    cipher.setAAD(Buffer.from('transaction'))
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
    return {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      nonce,
      associated_data: 'transaction',
      original_type: 'transaction',
    }
  }

  const transactionOf = (trade: Trade) => ({
    mchid: options.mchid,
    appid: options.appid,
    out_trade_no: trade.outTradeNo,
    transaction_id: trade.transactionId,
    trade_type: trade.tradeType,
    trade_state: trade.state,
    amount: { total: trade.amount, payer_total: trade.amount, currency: 'CNY' },
  })

  async function sendNotification(trade: Trade) {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      resource: encrypt(JSON.stringify(transactionOf(trade))),
    })
    const answer = await fetch(trade.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signed(body) },
      body,
    })
    notifications.push({ orderNo: trade.outTradeNo, status: answer.status })
  }

  async function pay(orderNo: string) {
    const trade = trades.get(orderNo)
    if (!trade) throw new Error(`the stand-in has no trade ${orderNo}`)
    if (trade.state !== 'SUCCESS') trade.paidAt = Date.now()
    trade.state = 'SUCCESS'
    if (!control.holdNotifications) await sendNotification(trade)
  }

  function answer(res: http.ServerResponse, status: number, payload: unknown) {
    const body = JSON.stringify(payload)
    res.writeHead(status, { 'content-type': 'application/json', ...signed(body) })
    res.end(body)
  }

  function api(req: http.IncomingMessage, url: URL, body: string, res: http.ServerResponse) {
    const refusal = authRefusal(req, body)
    if (refusal) {
      refusals.push(refusal)
      return answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' })
    }
    const path = url.pathname
    if (
      req.method === 'POST' &&
      (path === '/v3/pay/transactions/h5' || path === '/v3/pay/transactions/native')
    ) {
      const order = JSON.parse(body) as Record<string, unknown> & { amount: { total: number } }
      const h5 = path.endsWith('/h5')
      if (h5 && !(order.scene_info as { payer_client_ip?: string } | undefined)?.payer_client_ip)
        return answer(res, 400, { code: 'PARAM_ERROR', message: '缺少 scene_info.payer_client_ip' })
      const outTradeNo = String(order.out_trade_no)
      const trade = trades.get(outTradeNo) ?? {
        outTradeNo,
        transactionId: `4200${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        prepayId: `wx${randomBytes(12).toString('hex')}`,
        amount: order.amount.total,
        description: String(order.description ?? ''),
        state: 'NOTPAY' as const,
        notifyUrl: String(order.notify_url),
        tradeType: h5 ? ('MWEB' as const) : ('NATIVE' as const),
      }
      trades.set(outTradeNo, trade)
      const base = `http://${req.headers.host}`
      return answer(
        res,
        200,
        h5
          ? { h5_url: `${base}/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${trade.prepayId}&package=1` }
          : { code_url: `weixin://wxpay/bizpayurl?pr=${trade.prepayId}` },
      )
    }
    const queried = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && queried) {
      const trade = trades.get(decodeURIComponent(queried[1] ?? ''))
      if (!trade) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      return answer(res, 200, transactionOf(trade))
    }
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const refund = JSON.parse(body) as {
        out_trade_no: string
        out_refund_no: string
        amount: { refund: number }
      }
      if (!refunds.some((r) => r.refundNo === refund.out_refund_no))
        refunds.push({
          orderNo: refund.out_trade_no,
          refundNo: refund.out_refund_no,
          amount: refund.amount.refund,
          at: Date.now(),
        })
      return answer(res, 200, { status: 'PROCESSING', out_refund_no: refund.out_refund_no })
    }
    if (req.method === 'GET' && path === '/v3/bill/tradebill') {
      const day = url.searchParams.get('bill_date') ?? ''
      const rows = billRows(day)
      if (!rows.length) return answer(res, 400, { code: 'NO_STATEMENT_EXIST', message: '账单文件不存在' })
      const bill = wechatTradeBill(rows, options)
      const token = randomBytes(12).toString('hex')
      bills.set(token, bill)
      return answer(res, 200, {
        hash_type: 'SHA1',
        hash_value: createHash('sha1').update(bill).digest('hex'),
        download_url: `http://${req.headers.host}/v3/billdownload/file?token=${token}`,
      })
    }
    if (req.method === 'GET' && path === '/v3/billdownload/file') {
      const bill = bills.get(url.searchParams.get('token') ?? '')
      if (!bill) return answer(res, 400, { code: 'PARAM_ERROR', message: 'token 无效' })
      // The file comes unsigned, as WeChat Pay sends it: the signed SHA1 vouches for it.
      const sent = control.corruptBills ? bill.subarray(1) : bill
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': sent.length })
      return res.end(sent)
    }
    answer(res, 404, { code: 'NOT_FOUND', message: '接口不存在' })
  }

  /** The day's payments and refunds, in the order they happened. */
  function billRows(day: string): BillRow[] {
    const rows: (BillRow & { time: number })[] = []
    for (const trade of trades.values())
      if (trade.state === 'SUCCESS' && trade.paidAt && chinaWallClock(trade.paidAt).startsWith(day))
        rows.push({
          kind: 'payment',
          time: trade.paidAt,
          at: chinaWallClock(trade.paidAt),
          orderNo: trade.outTradeNo,
          transactionId: trade.transactionId,
          amount: trade.amount,
          subject: trade.description,
        })
    for (const refund of refunds) {
      const trade = trades.get(refund.orderNo)
      if (!trade || !chinaWallClock(refund.at).startsWith(day)) continue
      rows.push({
        kind: 'refund',
        time: refund.at,
        at: chinaWallClock(trade.paidAt ?? refund.at),
        orderNo: refund.orderNo,
        transactionId: trade.transactionId,
        refundNo: refund.refundNo,
        amount: refund.amount,
        total: trade.amount,
      })
    }
    return rows.sort((a, b) => a.time - b.time)
  }

  /** The H5 cashier (in the real service WeChat checks the page's Referer against the merchant's domain). */
  function cashier(url: URL, res: http.ServerResponse) {
    const trade = [...trades.values()].find((t) => t.prepayId === url.searchParams.get('prepay_id'))
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>微信支付（测试） WeChat Pay (stand-in)</title></head><body>${body}</body></html>`,
      )
    }
    if (!trade) return html(404, '<h1>订单不存在 No such order</h1>')
    const back = url.searchParams.get('redirect_url') ?? ''
    html(
      200,
      `<h1>微信支付 WeChat Pay</h1><p>¥${(trade.amount / 100).toFixed(2)}</p>` +
        `<form method="post" action="/cgi-bin/mmpayweb-bin/pay"><input type="hidden" name="prepay_id" value="${trade.prepayId}">` +
        `<input type="hidden" name="redirect_url" value="${back.replace(/"/g, '&quot;')}">` +
        '<button type="submit">立即支付 Pay now</button></form>',
    )
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const url = new URL(req.url ?? '/', 'http://stand-in')
      try {
        if (url.pathname.startsWith('/v3/')) return api(req, url, body, res)
        if (req.method === 'GET' && url.pathname === '/cgi-bin/mmpayweb-bin/checkmweb')
          return cashier(url, res)
        if (req.method === 'POST' && url.pathname === '/cgi-bin/mmpayweb-bin/pay') {
          const form = new URLSearchParams(body)
          const trade = [...trades.values()].find((t) => t.prepayId === form.get('prepay_id'))
          if (trade) await pay(trade.outTradeNo)
          res.writeHead(302, { location: form.get('redirect_url') || 'about:blank' })
          return res.end()
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
    platformSerial: STAND_IN_PLATFORM_SERIAL,
    platformPublicKeyPem: platform.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    control,
    trades,
    refusals,
    notifications,
    refunds,
    pay,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
