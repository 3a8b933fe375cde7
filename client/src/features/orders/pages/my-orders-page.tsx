import type { PayWith } from '@spell/shared/api/orders/create-order'
import type { MyOrder } from '@spell/shared/api/orders/my-orders'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingText } from '../../../components/loading-text'
import { PlainButton } from '../../../components/plain-button'
import { PlainCard } from '../../../components/plain-card'
import { PlainPagination } from '../../../components/plain-pagination'
import { useFeedback } from '../../../lib/feedback'
import { useCancelOrder } from '../api/cancel-order'
import { useMyInvoices } from '../api/invoices'
import { downloadReceipt, useMyOrders } from '../api/my-orders'
import { useResumePayment } from '../api/resume-payment'
import { CancelOrderButton } from '../components/cancel-order-button'
import { InvoiceActions } from '../components/invoice-request-actions'
import { OrdersTable } from '../components/orders-table'
import type { ResumeState } from '../components/resume-pay-modal'
import { SandboxBanner } from '../components/sandbox-banner'
import { isPhoneDevice } from '../device'
import { ordersNs } from '../i18n'

/** The payment dialog (the QR code and its poll) comes when an unpaid order is to be paid. */
const ResumePayModal = lazy(() =>
  import('../components/resume-pay-modal').then((module) => ({ default: module.ResumePayModal })),
)
/** A school's transfer details come when it asks for them again. */
const TransferDetailsModal = lazy(() =>
  import('../components/transfer-details-modal').then((module) => ({ default: module.TransferDetailsModal })),
)
/** The refund dialog comes when a refund is first asked for. */
const RefundDialog = lazy(() =>
  import('../components/refund-dialog').then((module) => ({ default: module.RefundDialog })),
)

/** The invoice request form comes when an invoice is first asked for. */
const InvoiceRequestDialog = lazy(() =>
  import('../components/invoice-request-dialog').then((module) => ({ default: module.InvoiceRequestDialog })),
)

const PAGE_SIZE = 10

/**
 * /stu/orders (and a school's /userInfo_orders): the user's orders (pay or cancel an unpaid one, a
 * school's transfer details), refund requests and PDF receipts.
 */
export default function MyOrdersPage() {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'orderList' })
  const { t: common } = useTranslation()
  const { message } = useFeedback()
  const orders = useMyOrders()
  const resume = useResumePayment()
  const cancel = useCancelOrder()
  const [page, setPage] = useState(1)
  const [paying, setPaying] = useState<ResumeState | null>(null)
  const phone = useMemo(isPhoneDevice, [])
  const [asking, setAsking] = useState<MyOrder | null>(null)
  // Once opened, a dialog stays mounted, so that it closes as dialogs do.
  const [payShown, setPayShown] = useState(false)
  const [refundShown, setRefundShown] = useState(false)
  const [transferOf, setTransferOf] = useState<string | null>(null)
  const [transferShown, setTransferShown] = useState(false)
  const closePay = useCallback(() => setPaying(null), [])
  const closeRefund = useCallback(() => setAsking(null), [])
  const invoices = useMyInvoices()
  const [invoicing, setInvoicing] = useState<MyOrder | null>(null)
  const [invoiceShown, setInvoiceShown] = useState(false)
  const closeInvoice = useCallback(() => setInvoicing(null), [])
  const askInvoice = (order: MyOrder) => {
    setInvoiceShown(true)
    setInvoicing(order)
  }

  const list = orders.data ?? []
  const pageCount = Math.max(1, Math.ceil(list.length / PAGE_SIZE))
  const shownPage = Math.min(page, pageCount)
  const shown = list.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE)

  const payWith = (orderNo: string, chosen?: PayWith) =>
    resume.mutate(
      { orderNo, payWith: chosen },
      {
        onSuccess: (payData) => {
          // A phone pays on the provider's page, which returns to the order page.
          if (payData.redirectUrl) window.location.assign(payData.redirectUrl)
          else {
            setPayShown(true)
            setPaying({ orderNo, payData })
          }
        },
        onError: () => orders.refetch(),
      },
    )
  // A phone first chooses how to pay; a computer sees the site's first provider's QR code at once.
  const payNow = (orderNo: string) => {
    if (!phone) return payWith(orderNo)
    setPayShown(true)
    setPaying({ orderNo, payData: null })
  }
  const cancelNow = (orderNo: string) =>
    cancel
      .mutateAsync(orderNo)
      .then(() => message.success(t('cancelled')))
      .catch(() => orders.refetch())
  const askRefund = (order: MyOrder) => {
    setRefundShown(true)
    setAsking(order)
  }
  const receipt = (orderNo: string) => downloadReceipt(orderNo).catch(() => message.error(t('receiptFailed')))

  const actions = (order: MyOrder) => (
    <>
      {order.status === 'unpaid' && (
        <PlainButton
          size="small"
          type="primary"
          loading={resume.isPending && resume.variables?.orderNo === order.orderNo}
          onClick={() => payNow(order.orderNo)}
        >
          {t('payNow')}
        </PlainButton>
      )}
      {order.status === 'awaitingTransfer' && (
        <PlainButton
          size="small"
          type="primary"
          onClick={() => {
            setTransferShown(true)
            setTransferOf(order.orderNo)
          }}
        >
          {t('transferDetails')}
        </PlainButton>
      )}
      {(order.status === 'unpaid' || order.status === 'awaitingTransfer') && (
        <CancelOrderButton
          onConfirm={() => cancelNow(order.orderNo)}
          transfer={order.status === 'awaitingTransfer'}
        />
      )}
      {order.paidAt && order.status !== 'unpaid' && order.status !== 'cancelled' && (
        <PlainButton size="small" onClick={() => receipt(order.orderNo)}>
          {t('receipt')}
        </PlainButton>
      )}
      {order.canRefund && (
        <PlainButton size="small" onClick={() => askRefund(order)}>
          {t('askRefund')}
        </PlainButton>
      )}
      <InvoiceActions order={order} invoice={invoices.data?.get(order.orderNo)} onRequest={askInvoice} />
    </>
  )

  return (
    <PlainCard title={t('title')} style={{ width: '100%', margin: '24px auto', maxWidth: 1100 }}>
      <SandboxBanner />
      {orders.isLoading ? (
        <LoadingText text={common('site.loading')} />
      ) : (
        <OrdersTable orders={shown} actions={actions} />
      )}
      {list.length > 0 && (
        <PlainPagination
          page={shownPage}
          pageCount={pageCount}
          onChange={setPage}
          labels={{
            navigation: t('pages'),
            previous: t('previousPage'),
            next: t('nextPage'),
            page: (n) => t('page', { n }),
          }}
        />
      )}
      {payShown && (
        <Suspense fallback={null}>
          <ResumePayModal
            paying={paying}
            onClose={closePay}
            busy={resume.isPending}
            onPayWith={(chosen) => paying && payWith(paying.orderNo, chosen)}
          />
        </Suspense>
      )}
      {invoiceShown && (
        <Suspense fallback={null}>
          <InvoiceRequestDialog order={invoicing} onClose={closeInvoice} />
        </Suspense>
      )}
      {transferShown && (
        <Suspense fallback={null}>
          <TransferDetailsModal orderNo={transferOf} onClose={() => setTransferOf(null)} />
        </Suspense>
      )}
      {refundShown && (
        <Suspense fallback={null}>
          <RefundDialog order={asking} onClose={closeRefund} />
        </Suspense>
      )}
    </PlainCard>
  )
}
