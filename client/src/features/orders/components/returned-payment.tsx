import { Result, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useOrderFinished } from '../api/order-finish'
import { ordersNs } from '../i18n'

/**
 * Back from a provider's phone page in a browser that holds no draft of this payment: the order's
 * status as the server knows it, polled until paid; the return itself proves nothing.
 */
export function ReturnedPayment({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(ordersNs)
  const finished = useOrderFinished(orderNo)
  if (finished.data?.isFinish) return <Result status="success" title={t('paid')} />
  return (
    <Result
      icon={<Spin />}
      title={<span role="status">{t('confirming')}</span>}
      subTitle={`${t('returnedTitle', { orderNo })} · ${t('returnedUnpaid')}`}
      extra={<Link to={paths.root}>{t('backHome')}</Link>}
    />
  )
}
