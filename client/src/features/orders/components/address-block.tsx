import { App, Button, Card, Form, Input } from 'antd'
import { useEffect, useState } from 'react'
import { RegionCascader, type RegionValue } from '../../../components/region-cascader'
import { useDefaultAddress, useSaveAddress } from '../api/address'
import { useOrderText } from '../content'

/** The mailing address of step 0: the default one, or a small form that saves one. */
export function AddressBlock({
  title,
  onAddress,
}: {
  title: string
  onAddress: (addressId: number | undefined) => void
}) {
  const text = useOrderText()
  const { message } = App.useApp()
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
      message.success(text.addressSaved)
      setEditing(false)
    } catch {
      // The request client showed what is wrong.
    }
  }

  const current = address.data
  const showForm = editing || (!address.isLoading && !current)
  return (
    <Card size="small" title={title} style={{ marginTop: 16 }}>
      {current && !editing && (
        <p>
          {current.receiptName} {current.receiptPhone}
          <br />
          {current.goodsReceiveArea} {current.receiptAddress}{' '}
          <Button type="link" onClick={() => setEditing(true)}>
            {text.changeAddress}
          </Button>
        </p>
      )}
      {showForm && (
        <Form layout="vertical" onFinish={submit}>
          {!current && <p>{text.noAddress}</p>}
          <Form.Item label={text.receiptName} required>
            <Input value={receiptName} onChange={(e) => setName(e.target.value)} maxLength={50} />
          </Form.Item>
          <Form.Item label={text.receiptPhone} required>
            <Input value={receiptPhone} onChange={(e) => setPhone(e.target.value)} maxLength={11} />
          </Form.Item>
          <Form.Item label={text.region} required>
            <RegionCascader value={region} onChange={setRegion} />
          </Form.Item>
          <Form.Item label={text.detail} required>
            <Input value={receiptAddress} onChange={(e) => setDetail(e.target.value)} maxLength={200} />
          </Form.Item>
          <Button htmlType="submit" loading={save.isPending}>
            {text.saveAddress}
          </Button>
        </Form>
      )}
    </Card>
  )
}
