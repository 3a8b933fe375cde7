import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { AdminProduct, SaveProductInput } from '@spell/shared/api/orders/admin-products'
import { DETAIL_GRANTS, ORDER_KINDS } from '@spell/shared/api/orders/admin-products'
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd'
import { currentLang } from '../../../i18n'
import { useSaveProduct } from './api/products'
import { useProductsText } from './products-content'

type Values = Omit<SaveProductInput, 'season' | 'id'>

const blankDetail = {
  tproductName: '',
  tproductNameEn: '',
  description: '',
  descriptionEn: '',
  price: undefined,
  handType: 1,
}

/** Create or edit a product of a season and its items (names in both languages, prices in yuan). */
export function ProductFormDialog(props: {
  season: number
  product: AdminProduct | null
  seasonProducts: AdminProduct[]
  onClose: () => void
}) {
  const text = useProductsText()
  const en = currentLang() === 'en'
  const { message } = App.useApp()
  const save = useSaveProduct()
  const [form] = Form.useForm<Values>()
  const bundle = Form.useWatch('bundle', form)
  const { product } = props
  const required = [{ required: true, whitespace: true, message: text.required }]
  const grantOptions = [
    ...DETAIL_GRANTS.map((g) => ({ value: g, label: text.grantOptions[g] })),
    ...(product?.details ?? [])
      .flatMap((d) => (d.grants?.startsWith('practice:') ? [d.grants] : []))
      .map((g) => ({ value: g, label: text.practiceLevel(g.slice(9)) })),
  ]

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        ...values,
        id: product?.id,
        season: props.season,
        extraProductId: values.bundle ? (values.extraProductId ?? null) : null,
      })
      message.success(text.saved)
      props.onClose()
    } catch {
      // The request client showed the server's message naming the field.
    }
  }

  const initial: Values = product
    ? { ...product, orderKind: product.orderKind as Values['orderKind'] }
    : {
        productName: '',
        productNameEn: '',
        category: 2,
        subCategory: 8,
        subTypeCategory: 4,
        orderKind: 'student',
        bundle: false,
        isCoupon: true,
        refundable: false,
        platformFee: 0,
        details: [blankDetail],
      }

  return (
    <Modal
      open
      width={880}
      title={product ? text.editTitle : text.createTitle}
      okText={text.save}
      cancelText={text.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="productName" label={text.productName} rules={required}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="productNameEn" label={text.productNameEn} rules={required}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {(['category', 'subCategory', 'subTypeCategory'] as const).map((code) => (
            <Col xs={8} md={4} key={code}>
              <Form.Item name={code} label={text[code]} rules={[{ required: true, message: text.required }]}>
                <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item name="orderKind" label={text.orderKind}>
              <Select options={ORDER_KINDS.map((k) => ({ value: k, label: text.orderKinds[k] }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="bundle" label={text.isBundle} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="isCoupon" label={text.isCoupon} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {bundle && (
            <Col xs={24} md={12}>
              <Form.Item name="extraProductId" label={text.extraProduct}>
                <Select
                  allowClear
                  options={props.seasonProducts
                    .filter((p) => p.id !== product?.id && !p.bundle)
                    .map((p) => ({ value: p.id, label: en ? p.productNameEn : p.productName }))}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} md={6}>
            <Form.Item name="refundable" label={text.isRefundable} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="platformFee" label={text.platformFee}>
              <InputNumber min={0} max={100000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{text.details}</Typography.Title>
        <Typography.Paragraph type="secondary">{text.priceHint}</Typography.Paragraph>
        <Form.List name="details">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={text.detailTitle(index + 1)}
                  extra={
                    fields.length > 1 && (
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() => remove(field.name)}
                      >
                        {text.removeDetail}
                      </Button>
                    )
                  }
                >
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Row gutter={12}>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'tproductName']} label={text.itemName} rules={required}>
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[field.name, 'tproductNameEn']}
                        label={text.itemNameEn}
                        rules={required}
                      >
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'description']} label={text.description}>
                        <Input maxLength={300} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'descriptionEn']} label={text.descriptionEn}>
                        <Input maxLength={300} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item
                        name={[field.name, 'price']}
                        label={text.price}
                        rules={[{ required: true, message: text.required }]}
                      >
                        <InputNumber min={0.01} max={100000} precision={2} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={8}>
                      <Form.Item name={[field.name, 'handType']} label={text.handType}>
                        <Select
                          options={([1, 2] as const).map((h) => ({ value: h, label: text.handTypes[h] }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={10}>
                      <Form.Item name={[field.name, 'grants']} label={text.grants}>
                        <Select allowClear options={grantOptions} />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>
              ))}
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add(blankDetail)}
                disabled={fields.length >= 20}
              >
                {text.addDetail}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}
