import {
  type AddressAllowanceRow,
  MAX_ALLOWANCE_FACTOR,
  saveAddressAllowance,
} from '@spell/shared/api/admin/address-allowances'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Button, Form, Input, InputNumber, Popconfirm, Table, type TableColumnsType } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import panelStyles from '../../../components/admin-panel.module.css'
import { FormField } from '../../../components/form-field'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useDeleteAddressAllowance } from '../api/delete-address-allowance'
import { useAddressAllowances } from '../api/list-address-allowances'
import { useSaveAddressAllowance } from '../api/save-address-allowance'
import { adminNs } from '../i18n'
import styles from './address-allowances-panel.module.css'

interface Values {
  network: string
  factor: number
  note: string
}
const blank: Values = { network: '', factor: 10, note: '' }

/** 学校网络额度: the committee multiplies the rate limits of a school's public address or network. */
export function AddressAllowancesPanel() {
  const { t } = useTranslation(adminNs)
  const { message } = useFeedback()
  const allowances = useAddressAllowances()
  const save = useSaveAddressAllowance()
  const remove = useDeleteAddressAllowance()
  const form = useForm<Values>({ resolver: formResolver(saveAddressAllowance.request), defaultValues: blank })

  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync(values).catch(() => undefined)
    if (!saved) return
    message.success(t('allowances.saved', { network: saved.network }))
    form.reset(blank)
  })

  const columns: TableColumnsType<AddressAllowanceRow> = [
    { title: t('allowances.network'), dataIndex: 'network', width: 220 },
    {
      title: t('allowances.factor'),
      dataIndex: 'factor',
      width: 90,
      render: (factor: number) => t('allowances.times', { factor }),
    },
    { title: t('allowances.note'), dataIndex: 'note', width: 220 },
    {
      title: t('allowances.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (at: string) => chinaDateTime(at, 'minute'),
    },
    {
      title: t('allowances.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Popconfirm
          title={t('allowances.removeConfirm', { network: row.network })}
          okText={t('allowances.remove')}
          cancelText={t('cancel')}
          onConfirm={async () => {
            await remove.mutateAsync(row.id)
            message.success(t('allowances.removed', { network: row.network }))
          }}
        >
          <Button danger size="small" aria-label={`${t('allowances.remove')} ${row.network}`}>
            {t('allowances.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ]

  return (
    <section className={panelStyles.panel} aria-labelledby="allowances-title">
      <header className={panelStyles.panelHead}>
        <div className={panelStyles.panelHeadText}>
          <h1 id="allowances-title" className={panelStyles.panelTitle}>
            {t('allowances.title')}
          </h1>
          <p className={panelStyles.panelIntro}>{t('allowances.intro')}</p>
        </div>
      </header>
      <Form
        layout="vertical"
        requiredMark={false}
        className={styles.form}
        aria-label={t('allowances.formTitle')}
        onFinish={() => void submit()}
      >
        <FormField
          control={form.control}
          name="network"
          id="allowance-network"
          label={t('allowances.network')}
        >
          {(field) => <Input {...field} maxLength={50} placeholder={t('allowances.networkPlaceholder')} />}
        </FormField>
        <FormField control={form.control} name="factor" id="allowance-factor" label={t('allowances.factor')}>
          {(field) => (
            <InputNumber
              id={field.id}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              min={2}
              max={MAX_ALLOWANCE_FACTOR}
              precision={0}
            />
          )}
        </FormField>
        <FormField control={form.control} name="note" id="allowance-note" label={t('allowances.note')}>
          {(field) => <Input {...field} maxLength={100} placeholder={t('allowances.notePlaceholder')} />}
        </FormField>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('allowances.save')}
          </Button>
        </Form.Item>
      </Form>
      <Table<AddressAllowanceRow>
        rowKey="id"
        columns={columns}
        dataSource={allowances.data ?? []}
        loading={allowances.isPending}
        locale={{ emptyText: t('allowances.empty') }}
        scroll={{ x: 780 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </section>
  )
}
