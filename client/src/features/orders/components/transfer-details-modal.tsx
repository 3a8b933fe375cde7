import { Modal, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { useTransferInstructions } from '../api/transfer-instructions'
import { ordersNs } from '../i18n'
import { TransferDetails } from './transfer-details'

/** The transfer details of a school's order awaiting its transfer, again, from its order list. */
export function TransferDetailsModal({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'bankTransfer' })
  const instructions = useTransferInstructions(orderNo ?? undefined)
  return (
    <Modal
      open={orderNo !== null}
      title={t('details')}
      footer={null}
      onCancel={onClose}
      width={680}
      destroyOnHidden
    >
      {instructions.data ? <TransferDetails transfer={instructions.data} /> : <Spin />}
    </Modal>
  )
}
