import { PRODUCT_CODES } from '@spell/shared/api/orders/products'
import { draftForAddress } from '@spell/shared/api/teams/payment-draft'
import { Button, Result, Spin, Steps, Typography } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PlainCard } from '../../../components/plain-card'
import { paths } from '../../../config/paths'
import { getLoginType, getToken, SCHOOL_LOGIN_TYPE } from '../../../lib/auth-storage'
import { useFeedback } from '../../../lib/feedback'
import { clearDraft, type OrderDraft, readDraft, writeDraft } from '../../../lib/order-draft'
import { useCoupons } from '../api/coupons'
import { createOrder } from '../api/create-order'
import { createTransferOrder } from '../api/create-transfer-order'
import { useOrderFinished } from '../api/order-finish'
import { usePayMode } from '../api/pay-mode'
import { useProductInfo } from '../api/product-info'
import { useTransferAccount } from '../api/transfer-account'
import { AddressBlock } from '../components/address-block'
import { GoodsStep } from '../components/goods-step'
import { InfoStep } from '../components/info-step'
import { type PayChoice, PayMethodChoice } from '../components/pay-method-choice'
import { PayStep } from '../components/pay-step'
import { ReturnedPayment } from '../components/returned-payment'
import { SandboxBanner } from '../components/sandbox-banner'
import { TeamInfoStep } from '../components/team-info-step'
import { TransferDetails } from '../components/transfer-details'
import { isPhoneDevice } from '../device'
import { ordersNs } from '../i18n'
import { returnTarget } from '../return-target'

/** Pay button loading time. */
const PAY_LOADING_MS = 1000
/** A bank transfer takes days: its page asks whether it was matched twice a minute, not every 2 s. */
const TRANSFER_POLL_MS = 30_000
const HAND_TYPE_MAILED = 2

/**
 * /paymentProcess: confirm information → confirm order (agreement, way to pay) → pay → complete. A
 * computer pays by QR code; a phone goes to the provider's page and comes back here
 * (?order=<orderNo>), where the order stays "confirming" until the server knows it is paid. The step
 * and the draft live in orderPayDataForm, so a reload (or the return) resumes where the payer was.
 * Leaving returns to where the payment started (the draft's `from`), or to the payer's own home.
 */
export default function PaymentProcessPage() {
  const { t } = useTranslation(ordersNs)
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const { message } = useFeedback()
  const [draft, setDraft] = useState<OrderDraft | null>(() =>
    draftForAddress(readDraft(), {
      processType: searchParams.get('processType'),
      teamId: searchParams.get('teamId'),
    }),
  )
  const [agreed, setAgreed] = useState(false)
  const [paying, setPaying] = useState(false)
  const [provider, setProvider] = useState<PayChoice>()
  const methods = usePayMode().data?.methods ?? []
  const phone = useMemo(isPhoneDevice, [])
  const returnedOrder = searchParams.get('order')
  const school = getLoginType() === SCHOOL_LOGIN_TYPE
  const bankAccount = useTransferAccount(school).data?.account
  const product = useProductInfo(draft?.productId, draft?.productFlag)
  const coupons = useCoupons(draft?.productId, Boolean(draft?.couponId))
  const step = Number(draft?.stepIndex ?? 0)
  const transfer = step === 2 ? draft?.transfer : undefined
  const finished = useOrderFinished(
    step === 2 ? (transfer?.orderNo ?? draft?.payData?.orderNo) : undefined,
    transfer ? TRANSFER_POLL_MS : undefined,
  )

  const update = useCallback((change: Partial<OrderDraft>) => {
    setDraft((current) => {
      const next = { ...(current ?? {}), ...change }
      writeDraft(next)
      return next
    })
  }, [])
  const onAddress = useCallback((addressId: number | undefined) => update({ addressId }), [update])

  useEffect(() => {
    if (finished.data?.isFinish) update({ stepIndex: 3 })
  }, [finished.data, update])

  if (returnedOrder && draft?.payData?.orderNo !== returnedOrder)
    return (
      <PlainCard style={{ maxWidth: 960, margin: '24px auto' }}>
        <ReturnedPayment orderNo={returnedOrder} />
      </PlainCard>
    )
  if (!draft) {
    return (
      <Result
        status="info"
        title={t('noDraft')}
        extra={<Button onClick={() => navigate(paths.root)}>{t('backHome')}</Button>}
      />
    )
  }
  if (product.isLoading) return <Spin />
  const info = product.data
  const chosen = draft.tbProductDetail
  const details = info
    ? [...info.productDetails, ...info.extraDetails].filter((d) =>
        chosen?.length ? chosen.includes(d.id) : info.productDetails.includes(d),
      )
    : []
  const needsAddress = details.some((d) => d.handType === HAND_TYPE_MAILED)
  const coupon = coupons.data?.list.find((c) => c.id === draft.couponId)
  const discount = coupon?.discountAmount ?? 0
  const total = details.reduce((sum, d) => sum + d.price, 0)

  const next = () => {
    if (step === 0 && needsAddress && !draft.addressId) {
      message.warning(t('addressNeeded'))
      return
    }
    update({ stepIndex: step + 1 })
  }

  const byTransfer = provider === 'bank' && Boolean(bankAccount)
  const pay = async () => {
    if (!agreed) {
      message.warning(t('mustAgree'))
      return
    }
    if (!info) return
    setPaying(true)
    const started = Date.now()
    const method = methods.find((m) => m.provider === provider) ?? methods[0]
    const order = {
      productId: info.tbProduct.id,
      season: info.tbProduct.season,
      payType: 1,
      activityType: 1,
      addressId: draft.addressId ?? null,
      tbProductDetail: details.map((d) => d.id),
      paymentAmount: Math.round(Math.max(0.01, total - discount) * 100) / 100,
      enrollmentId: draft.enrollmentId ?? null,
      teamId: draft.teamId ?? null,
      couponId: draft.couponId ?? null,
    }
    try {
      if (byTransfer) {
        const transfer = await createTransferOrder(order)
        update({ transfer, payData: undefined, stepIndex: 2, totalPrice: transfer.amount / 100 })
        return
      }
      const payData = await createOrder({
        ...order,
        payWith: method && { provider: method.provider, channel: phone && method.phone ? 'phone' : 'qr' },
      })
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, PAY_LOADING_MS - (Date.now() - started))),
      )
      update({ payData, transfer: undefined, stepIndex: 2, totalPrice: payData.productPrice })
      // The provider's page; it sends the payer back to ?order=<orderNo>, which finds this draft.
      if (payData.redirectUrl) window.location.assign(payData.redirectUrl)
    } catch {
      // The request client showed the server's message.
    } finally {
      setPaying(false)
    }
  }

  const back = returnTarget(draft.from, school, getToken() !== null)
  const leave = () => {
    if (step === 3) clearDraft()
    navigate(back.to)
  }

  return (
    <PlainCard style={{ maxWidth: 960, margin: '24px auto' }}>
      <Steps
        current={step}
        items={t('steps', { returnObjects: true }).map((title) => ({ title }))}
        style={{ marginBottom: 24 }}
      />
      {step === 0 && (
        <>
          {draft.teamId ? <TeamInfoStep teamId={draft.teamId} /> : <InfoStep school={school} />}
          {(needsAddress || school) && (
            <AddressBlock title={school ? t('schoolAddress') : t('address')} onAddress={onAddress} />
          )}
        </>
      )}
      {step === 1 && <GoodsStep items={details} discount={discount} agreed={agreed} onAgree={setAgreed} />}
      {step === 1 && (
        <PayMethodChoice
          methods={methods}
          value={provider}
          onChange={setProvider}
          phone={phone}
          bankTransfer={Boolean(bankAccount)}
        />
      )}
      {step === 2 && transfer && <TransferStep transfer={transfer} />}
      {step === 2 && !transfer && draft.payData && <PayStep payData={draft.payData} />}
      {step === 3 && <SandboxBanner />}
      {step === 3 && <PaidResult school={school} team={Boolean(draft.teamId)} entry={isEntry(info)} />}
      <div style={{ marginTop: 24, display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
        {step === 1 && <Button onClick={() => update({ stepIndex: 0 })}>{t('previous')}</Button>}
        {step === 0 && (
          <Button type="primary" onClick={next} disabled={!info}>
            {t('next')}
          </Button>
        )}
        {step === 1 && (
          <Button type="primary" loading={paying} onClick={pay}>
            {byTransfer ? t('bankTransfer.pay') : t('pay')}
          </Button>
        )}
        <Button onClick={leave}>{t(back.label)}</Button>
      </div>
    </PlainCard>
  )
}

/** Step 2 of a school paying by bank transfer: where to send the money, and with which reference. */
function TransferStep({ transfer }: { transfer: NonNullable<OrderDraft['transfer']> }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'bankTransfer' })
  return (
    <section aria-labelledby="transfer-title">
      <Typography.Title level={4} id="transfer-title" style={{ textAlign: 'center' }}>
        {t('title')}
      </Typography.Title>
      <TransferDetails transfer={transfer} />
    </section>
  )
}

type ProductInfo = NonNullable<ReturnType<typeof useProductInfo>['data']>

/** An entry to the individual competition: the contest entry or a bundle holding it. */
const isEntry = (info: ProductInfo | undefined) => {
  const product = info?.tbProduct
  if (!product) return false
  const { contestEntry } = PRODUCT_CODES
  return (
    product.bundle ||
    (product.category === contestEntry.category &&
      product.subCategory === contestEntry.subCategory &&
      product.subTypeCategory === contestEntry.subTypeCategory)
  )
}

/** What the payment did: a speller's entry is a registration (恭喜您，注册成功！), a school's sign-up a membership. */
function PaidResult({ school, team, entry }: { school: boolean; team: boolean; entry: boolean }) {
  const { t } = useTranslation(ordersNs)
  if (team) return <Result status="success" title={t('paid')} subTitle={t('teamDone')} />
  if (school) return <Result status="success" title={t('paid')} subTitle={t('schoolDone')} />
  if (entry) return <Result status="success" title={t('registered')} subTitle={t('entryDone')} />
  return <Result status="success" title={t('paid')} subTitle={t('studentDone')} />
}
