import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { ordersNs } from '../i18n'

/** The order page of a product that does not exist: antd's 404 picture and the words. */
export function ProductNotFound() {
  const { t } = useTranslation(ordersNs)
  return <Result status="404" title={t('notFound')} />
}
