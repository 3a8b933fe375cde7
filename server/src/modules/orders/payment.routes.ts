import { randomUUID } from 'node:crypto'
import { getPayMode } from '@spell/shared/api/orders/pay-mode'
import { type Request, Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { sameSecret } from '../../http/same-secret'
import { jsonNotificationAnswer, PaymentSignatureError } from '../../providers/payment'
import { orderByNo } from './orders.service'
import { applyPaymentNotice, tellPayer } from './payments.service'
import { productById } from './products.service'
import { sandboxPayPage, sandboxResultPage } from './sandbox-page'

const rawBodyOf = (req: Request) => (req as Request & { rawBody?: string }).rawBody ?? ''
const headersOf = (req: Request) =>
  Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]))

const STATUS_TEXT: Record<string, [string, string]> = {
  paid: ['订单已支付', 'This order is paid'],
  awaitingTransfer: ['订单等待银行转账确认', 'This order awaits a bank transfer'],
  cancelled: ['订单已取消', 'This order was cancelled'],
  refunding: ['订单退款处理中', 'A refund is being processed'],
  refunded: ['订单已退款', 'This order was refunded'],
}

/**
 * Each provider's notification endpoint (answered as that provider expects: WeChat's 200 SUCCESS or
 * 4xx FAIL, Alipay's "success"; anything else makes it retry) and, with the sandbox provider, the
 * payer's confirmation page.
 */
export function paymentRoutes(services: AppServices) {
  const { db, payments, logger } = services
  const router = Router()

  // Every payment page shows a test-payment banner while this is true.
  mountCall(router, getPayMode, { access: 'public' }, () => ({
    sandbox: payments.provider.name === 'sandbox',
    methods: payments.providers.map((provider) => ({
      provider: provider.name as 'sandbox' | 'wechat' | 'alipay',
      phone: Boolean(provider.createPhonePayment),
    })),
  }))

  router.post('/pay/notify/:provider', async (req, res) => {
    const provider = payments.providers.find((p) => p.name === req.params.provider)
    if (!provider) {
      res.status(404).json({ code: 'FAIL', message: 'unknown provider' })
      return
    }
    const answer = (accepted: boolean, message: string) => {
      const { status, contentType, body } =
        provider.answerNotification?.(accepted) ?? jsonNotificationAnswer(accepted, message)
      res.status(status).type(contentType).send(body)
    }
    let notice: Awaited<ReturnType<typeof provider.verifyNotification>>
    try {
      notice = await provider.verifyNotification(headersOf(req), rawBodyOf(req))
    } catch (error) {
      if (!(error instanceof PaymentSignatureError)) throw error
      logger.warn({ provider: provider.name }, 'payment notification refused: bad signature')
      const refused = provider.answerNotification?.(false)
      if (refused) res.status(401).type(refused.contentType).send(refused.body)
      else res.status(401).json({ code: 'FAIL', message: 'signature' })
      return
    }
    const outcome = await applyPaymentNotice(db, provider.name, notice)
    logger.info({ orderNo: notice.orderNo, outcome }, 'payment notification')
    if (outcome === 'paid') await tellPayer(services, notice.orderNo)
    if (outcome === 'rejected') answer(false, 'order or amount')
    else answer(true, outcome)
  })

  const sandbox = payments.sandbox
  if (!sandbox) return router

  const loadForPage = async (orderNo: string, sig: unknown) => {
    if (typeof sig !== 'string' || !sameSecret(sig, sandbox.pageSignature(orderNo))) return undefined
    return orderByNo(db, orderNo)
  }

  router.get('/pay/sandbox/:orderNo', async (req, res) => {
    const order = await loadForPage(req.params.orderNo, req.query.sig)
    if (!order) {
      res.status(404).type('html').send(sandboxResultPage('订单不存在', 'No such order'))
      return
    }
    const product = await productById(db, order.productId)
    const status = STATUS_TEXT[order.status]
    res.type('html').send(
      sandboxPayPage({
        orderNo: order.orderNo,
        productName: product?.productName ?? '',
        productNameEn: product?.productNameEn ?? '',
        amountYuan: (order.paymentAmount / 100).toFixed(2),
        sig: String(req.query.sig),
        payable: order.status === 'unpaid',
        statusText: status ? `${status[0]} · ${status[1]}` : '',
      }),
    )
  })

  router.post('/pay/sandbox/:orderNo/confirm', async (req, res) => {
    const order = await loadForPage(req.params.orderNo, req.body?.sig)
    if (!order) {
      res.status(404).type('html').send(sandboxResultPage('订单不存在', 'No such order'))
      return
    }
    // The same path as a real provider: a signed notification to this server's notify endpoint.
    const { headers, body } = sandbox.signedNotification({
      orderNo: order.orderNo,
      amount: order.paymentAmount,
      transactionId: `SANDBOX-${randomUUID()}`,
      success: true,
    })
    const self = `http://127.0.0.1:${req.socket.localPort}/api/pay/notify/${sandbox.name}`
    const answer = await fetch(self, { method: 'POST', headers, body })
    const result = (await answer.json()) as { code: string; message: string }
    const done = answer.ok && (result.message === 'paid' || result.message === 'replay')
    res
      .type('html')
      .send(
        done
          ? sandboxResultPage('支付成功', 'Payment successful')
          : sandboxResultPage(
              '支付未完成（订单已支付或已取消）',
              'Not paid (the order is already paid or cancelled)',
            ),
      )
  })

  router.post('/pay/sandbox/:orderNo/cancel', async (req, res) => {
    const order = await loadForPage(req.params.orderNo, req.body?.sig)
    res
      .status(order ? 200 : 404)
      .type('html')
      .send(sandboxResultPage('已取消支付', 'Payment cancelled: the order stays unpaid'))
  })

  return router
}
