import type { TransferInstructions } from '@spell/shared/api/orders/bank-transfer'
import { yuanTextOfFen } from '@spell/shared/api/orders/fen'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Alert, Descriptions, Grid, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ordersNs } from '../i18n'
import styles from './transfer-details.module.css'

/** An account number as a bank prints it, in groups of four. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * What a school needs to pay its order by bank transfer: the committee's account, the amount, the
 * remittance reference for the transfer's note (each with a copy button), and the deadline.
 */
export function TransferDetails({ transfer }: { transfer: TransferInstructions }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'bankTransfer' })
  const narrow = Grid.useBreakpoint().sm === false
  const amount = yuanTextOfFen(transfer.amount)
  const copyable = (text: string, what: string) => ({
    text,
    tooltips: [t('copy', { what }), t('copied', { what })],
  })
  const { account } = transfer
  return (
    <div className={styles.details}>
      <p>{t('intro')}</p>
      <Descriptions
        bordered
        size="small"
        column={1}
        layout={narrow ? 'vertical' : 'horizontal'}
        className={styles.table}
      >
        <Descriptions.Item label={t('accountName')}>
          <Typography.Text
            copyable={copyable(account.accountName, t('accountName'))}
            data-testid="transfer-account-name"
          >
            {account.accountName}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('bank')}>
          <Typography.Text copyable={copyable(account.bank, t('bank'))}>{account.bank}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('accountNumber')}>
          <Typography.Text
            copyable={copyable(account.accountNumber, t('accountNumber'))}
            className={styles.number}
            data-testid="transfer-account-number"
          >
            {grouped(account.accountNumber)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('amount')}>
          <Typography.Text copyable={copyable(amount, t('amount'))} strong data-testid="transfer-amount">
            ¥{amount}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('reference')}>
          <Typography.Text
            copyable={copyable(transfer.reference, t('reference'))}
            className={styles.reference}
            data-testid="transfer-reference"
          >
            {transfer.reference}
          </Typography.Text>
          <div className={styles.hint}>{t('referenceHint')}</div>
        </Descriptions.Item>
        <Descriptions.Item label={t('orderNo')}>
          <span data-testid="order-no">{transfer.orderNo}</span>
        </Descriptions.Item>
      </Descriptions>
      <p className={styles.deadline}>
        {t('deadline', { when: chinaDateTime(transfer.expiresAt, 'minute') })}
      </p>
      <Alert type="info" showIcon role="status" title={t('waiting')} />
    </div>
  )
}
