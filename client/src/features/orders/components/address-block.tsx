import { Button, Form, Input } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainCard } from '../../../components/plain-card'
import { RegionCascader } from '../../../components/region-cascader'
import type { RegionValue } from '../../../components/region-value'
import { useFeedback } from '../../../lib/feedback'
import { useDefaultAddress, useSaveAddress } from '../api/address'
import { ordersNs } from '../i18n'

/** The mailing address of step 0: the default one, or a small form that saves one; each label names its input. */
export function AddressBlock({
  title,
  onAddress,
}: {
  title: string
  onAddress: (addressId: number | undefined) => void
}) {
  const { t } = useTranslation(ordersNs)
  const { message } = useFeedback()
  const address = useDefaultAddress()
  const save = useSaveAddress()
  const [editing, setEditing] = useState(false)
  const [receiptName, setName] = useState('')
  const [receiptPhone, setPhone] = useState('')
  const [region, setRegion] = useState<RegionValue | null>(null)
  const [receiptAddress, setDetail] = useState('')

  useEffect(() => onAddress(address.data?.addressId), [address.data, onAddress])

  const submit = async () => {
    try {
      await save.mutateAsync({
        receiptName,
        receiptPhone,
        provinceCode: region?.provinceCode ?? '',
        cityCode: region?.cityCode ?? '',
        areaCode: region?.areaCode ?? '',
        province: region?.province,
        city: region?.city,
        area: region?.area,
        receiptAddress,
        isDefault: '1',
      })
      message.success(t('addressSaved'))
      setEditing(false)
    } catch {
      // The request client showed what is wrong.
    }
  }

  const current = address.data
  const showForm = editing || (!address.isLoading && !current)
  return (
    <PlainCard size="small" title={title} style={{ marginTop: 16 }}>
      {current && !editing && (
        <p>
          {current.receiptName} {current.receiptPhone}
          <br />
          {current.goodsReceiveArea} {current.receiptAddress}{' '}
          <Button type="link" onClick={() => setEditing(true)}>
            {t('changeAddress')}
          </Button>
        </p>
      )}
      {showForm && (
        <Form layout="vertical" onFinish={submit}>
          {!current && <p>{t('noAddress')}</p>}
          <Form.Item label={t('receiptName')} htmlFor="address-receipt-name" required>
            <Input
              id="address-receipt-name"
              value={receiptName}
              onChange={(e) => setName(e.target.value)}
              maxLength={50}
            />
          </Form.Item>
          <Form.Item label={t('receiptPhone')} htmlFor="address-receipt-phone" required>
            <Input
              id="address-receipt-phone"
              value={receiptPhone}
              onChange={(e) => setPhone(e.target.value)}
              maxLength={11}
            />
          </Form.Item>
          <Form.Item label={t('region')} htmlFor="address-region" required>
            <RegionCascader id="address-region" value={region} onChange={setRegion} />
          </Form.Item>
          <Form.Item label={t('detail')} htmlFor="address-detail" required>
            <Input
              id="address-detail"
              value={receiptAddress}
              onChange={(e) => setDetail(e.target.value)}
              maxLength={200}
            />
          </Form.Item>
          <Button htmlType="submit" loading={save.isPending}>
            {t('saveAddress')}
          </Button>
        </Form>
      )}
    </PlainCard>
  )
}
