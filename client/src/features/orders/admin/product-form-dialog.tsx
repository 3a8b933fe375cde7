import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { type DictEntry, productCategories, productSubCategories, productTypes } from '@spell/shared'
import type { AdminProduct } from '@spell/shared/api/orders/admin-products'
import { DETAIL_GRANTS, ORDER_KINDS } from '@spell/shared/api/orders/admin-products'
import { Button, Card, Col, Form, Input, InputNumber, Modal, Row, Select, Switch, Typography } from 'antd'
import { useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { ordersNs } from '../i18n'
import { useSaveProduct } from './api/products'
import {
  blankDetail,
  type ProductFormOutput,
  type ProductValues,
  productFormSchema,
  productValues,
} from './product-form'

/** The three codes of a product, each chosen by name, in a column as wide as its names need. */
const CODE_FIELDS = [
  { name: 'category', names: productCategories, md: 6 },
  { name: 'subCategory', names: productSubCategories, md: 8 },
  { name: 'subTypeCategory', names: productTypes, md: 10 },
] as const

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
  const { product } = props
  const form = useForm<ProductValues, unknown, ProductFormOutput>({
    resolver: formResolver(productFormSchema),
    defaultValues: productValues(product),
  })
  const { control } = form
  const details = useFieldArray({ control, name: 'details', keyName: 'key' })
  const bundle = form.watch('bundle')
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

  const submit = form.handleSubmit(async (values) => {
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
  })

  return (
    <Modal
      open
      width={880}
      title={product ? t('editTitle') : t('createTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormField control={control} name="productName" id="product-name" label={t('productName')}>
              {(field) => <Input {...field} maxLength={100} />}
            </FormField>
          </Col>
          <Col xs={24} md={12}>
            <FormField control={control} name="productNameEn" id="product-name-en" label={t('productNameEn')}>
              {(field) => <Input {...field} maxLength={100} />}
            </FormField>
          </Col>
          {CODE_FIELDS.map((code) => (
            <Col xs={24} md={code.md} key={code.name}>
              <FormField
                control={control}
                name={code.name}
                id={`product-${code.name}`}
                label={t(code.name)}
                extra={code.name === 'subTypeCategory' ? t('codesHint') : undefined}
              >
                {(field) => <Select {...field} options={codeOptions(code.names, product?.[code.name])} />}
              </FormField>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <FormField control={control} name="orderKind" id="product-order-kind" label={t('orderKind')}>
              {(field) => (
                <Select
                  {...field}
                  options={ORDER_KINDS.map((k) => ({ value: k, label: t(`orderKinds.${k}`) }))}
                />
              )}
            </FormField>
          </Col>
          <Col xs={12} md={6}>
            <FormField control={control} name="bundle" id="product-bundle" label={t('isBundle')}>
              {({ value, ...field }) => <Switch {...field} checked={value} />}
            </FormField>
          </Col>
          <Col xs={12} md={6}>
            <FormField control={control} name="isCoupon" id="product-is-coupon" label={t('isCoupon')}>
              {({ value, ...field }) => <Switch {...field} checked={value} />}
            </FormField>
          </Col>
          {bundle && (
            <Col xs={24} md={12}>
              <FormField control={control} name="extraProductId" id="product-extra" label={t('extraProduct')}>
                {({ value, onChange, ...field }) => (
                  <Select
                    {...field}
                    value={value ?? undefined}
                    onChange={(id?: number) => onChange(id ?? null)}
                    allowClear
                    options={props.seasonProducts
                      .filter((p) => p.id !== product?.id && !p.bundle)
                      .map((p) => ({ value: p.id, label: en ? p.productNameEn : p.productName }))}
                  />
                )}
              </FormField>
            </Col>
          )}
          <Col xs={12} md={6}>
            <FormField control={control} name="refundable" id="product-refundable" label={t('isRefundable')}>
              {({ value, ...field }) => <Switch {...field} checked={value} />}
            </FormField>
          </Col>
          <Col xs={12} md={6}>
            <FormField
              control={control}
              name="platformFee"
              id="product-platform-fee"
              label={t('platformFee')}
            >
              {(field) => (
                <InputNumber {...field} min={0} max={100000} precision={2} style={{ width: '100%' }} />
              )}
            </FormField>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('details')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('priceHint')}</Typography.Paragraph>
        {details.fields.map((detail, index) => (
          <Card
            key={detail.key}
            size="small"
            style={{ marginBottom: 12 }}
            title={t('detailTitle', { n: index + 1 })}
            extra={
              details.fields.length > 1 && (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => details.remove(index)}
                >
                  {t('removeDetail')}
                </Button>
              )
            }
          >
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <FormField
                  control={control}
                  name={`details.${index}.tproductName`}
                  id={`product-detail-${detail.key}-name`}
                  label={t('itemName')}
                >
                  {(field) => <Input {...field} maxLength={100} />}
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField
                  control={control}
                  name={`details.${index}.tproductNameEn`}
                  id={`product-detail-${detail.key}-name-en`}
                  label={t('itemNameEn')}
                >
                  {(field) => <Input {...field} maxLength={100} />}
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField
                  control={control}
                  name={`details.${index}.description`}
                  id={`product-detail-${detail.key}-description`}
                  label={t('description')}
                >
                  {(field) => <Input {...field} maxLength={300} />}
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField
                  control={control}
                  name={`details.${index}.descriptionEn`}
                  id={`product-detail-${detail.key}-description-en`}
                  label={t('descriptionEn')}
                >
                  {(field) => <Input {...field} maxLength={300} />}
                </FormField>
              </Col>
              <Col xs={12} md={6}>
                <FormField
                  control={control}
                  name={`details.${index}.price`}
                  id={`product-detail-${detail.key}-price`}
                  label={t('price')}
                >
                  {(field) => (
                    <InputNumber {...field} min={0.01} max={100000} precision={2} style={{ width: '100%' }} />
                  )}
                </FormField>
              </Col>
              <Col xs={12} md={8}>
                <FormField
                  control={control}
                  name={`details.${index}.handType`}
                  id={`product-detail-${detail.key}-hand-type`}
                  label={t('handType')}
                >
                  {(field) => (
                    <Select
                      {...field}
                      options={([1, 2] as const).map((h) => ({ value: h, label: t(`handTypes.${h}`) }))}
                    />
                  )}
                </FormField>
              </Col>
              <Col xs={24} md={10}>
                <FormField
                  control={control}
                  name={`details.${index}.grants`}
                  id={`product-detail-${detail.key}-grants`}
                  label={t('grants')}
                >
                  {({ value, onChange, ...field }) => (
                    <Select
                      {...field}
                      value={value ?? undefined}
                      onChange={(grant?: string) => onChange(grant ?? null)}
                      allowClear
                      options={grantOptions}
                    />
                  )}
                </FormField>
              </Col>
            </Row>
          </Card>
        ))}
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => details.append(blankDetail)}
          disabled={details.fields.length >= 20}
        >
          {t('addDetail')}
        </Button>
      </Form>
    </Modal>
  )
}
