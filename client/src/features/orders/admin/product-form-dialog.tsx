import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { type DictEntry, productCategories, productSubCategories, productTypes } from '@spell/shared'
import type { AdminProduct, SaveProductInput } from '@spell/shared/api/orders/admin-products'
import { DETAIL_GRANTS, ORDER_KINDS } from '@spell/shared/api/orders/admin-products'
import { Button, Card, Col, Form, Input, InputNumber, Modal, Row, Select, Switch, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { ordersNs } from '../i18n'
import { useSaveProduct } from './api/products'

type Values = Omit<SaveProductInput, 'season' | 'id'>

/** The three codes of a product, each chosen by name, in a column as wide as its names need. */
const CODE_FIELDS = [
  { name: 'category', names: productCategories, md: 6 },
  { name: 'subCategory', names: productSubCategories, md: 8 },
  { name: 'subTypeCategory', names: productTypes, md: 10 },
] as const

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
  const { t } = useTranslation(ordersNs, { keyPrefix: 'products' })
  const en = currentLang() === 'en'
  const { message } = useFeedback()
  const save = useSaveProduct()
  const [form] = Form.useForm<Values>()
  const bundle = Form.useWatch('bundle', form)
  const { product } = props
  const required = [{ required: true, whitespace: true, message: t('required') }]
  /** The named codes, and a code the product already has that carries no name yet. */
  const codeOptions = (names: readonly DictEntry[], current: number | undefined) => [
    ...names.map((n) => ({ value: n.value, label: `${n.value} · ${n.label[en ? 'en' : 'zh']}` })),
    ...(current === undefined || names.some((n) => n.value === current)
      ? []
      : [{ value: current, label: t('unnamedCode', { code: current }) }]),
  ]
  const grantOptions = [
    ...DETAIL_GRANTS.map((g) => ({ value: g, label: t(`grantOptions.${g}`) })),
    ...(product?.details ?? [])
      .flatMap((d) => (d.grants?.startsWith('practice:') ? [d.grants] : []))
      .map((g) => ({ value: g, label: t('practiceLevel', { id: g.slice(9) }) })),
  ]

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        ...values,
        id: product?.id,
        season: props.season,
        extraProductId: values.bundle ? (values.extraProductId ?? null) : null,
      })
      message.success(t('saved'))
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
      title={product ? t('editTitle') : t('createTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="productName" label={t('productName')} rules={required}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="productNameEn" label={t('productNameEn')} rules={required}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {CODE_FIELDS.map((code) => (
            <Col xs={24} md={code.md} key={code.name}>
              <Form.Item
                name={code.name}
                label={t(code.name)}
                rules={[{ required: true, message: t('required') }]}
                extra={code.name === 'subTypeCategory' ? t('codesHint') : undefined}
              >
                <Select options={codeOptions(code.names, product?.[code.name])} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item name="orderKind" label={t('orderKind')}>
              <Select options={ORDER_KINDS.map((k) => ({ value: k, label: t(`orderKinds.${k}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="bundle" label={t('isBundle')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="isCoupon" label={t('isCoupon')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {bundle && (
            <Col xs={24} md={12}>
              <Form.Item name="extraProductId" label={t('extraProduct')}>
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
            <Form.Item name="refundable" label={t('isRefundable')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="platformFee" label={t('platformFee')}>
              <InputNumber min={0} max={100000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('details')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('priceHint')}</Typography.Paragraph>
        <Form.List name="details">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={t('detailTitle', { n: index + 1 })}
                  extra={
                    fields.length > 1 && (
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() => remove(field.name)}
                      >
                        {t('removeDetail')}
                      </Button>
                    )
                  }
                >
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Row gutter={12}>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'tproductName']} label={t('itemName')} rules={required}>
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[field.name, 'tproductNameEn']}
                        label={t('itemNameEn')}
                        rules={required}
                      >
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'description']} label={t('description')}>
                        <Input maxLength={300} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'descriptionEn']} label={t('descriptionEn')}>
                        <Input maxLength={300} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item
                        name={[field.name, 'price']}
                        label={t('price')}
                        rules={[{ required: true, message: t('required') }]}
                      >
                        <InputNumber min={0.01} max={100000} precision={2} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={8}>
                      <Form.Item name={[field.name, 'handType']} label={t('handType')}>
                        <Select
                          options={([1, 2] as const).map((h) => ({ value: h, label: t(`handTypes.${h}`) }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={10}>
                      <Form.Item name={[field.name, 'grants']} label={t('grants')}>
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
                {t('addDetail')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}
