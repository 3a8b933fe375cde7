import type { AdminProduct } from '@spell/shared/api/orders/admin-products'
import { Button, Card, Select, Space, Switch, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSeasonOptions, useSeasonOverview } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { ordersNs } from '../i18n'
import { useSeasonProducts, useSetOnSale } from './api/products'
import { CopySeasonDialog } from './copy-season-dialog'
import { ProductFormDialog } from './product-form-dialog'

const yuan = (v: number) => `¥${v.toFixed(2)}`

/** /admin/products: a season's products with items and prices; create, edit, on/off sale, copy. */
export function ProductsPanel() {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'products' })
  const en = currentLang() === 'en'
  const { message } = useFeedback()
  const [picked, setSeason] = useState<number>()
  const currentSeason = useSeasonOverview().data?.season
  const season = picked ?? currentSeason ?? 0
  const seasonOptions = useSeasonOptions()
  const list = useSeasonProducts(season)
  const onSale = useSetOnSale()
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null)
  const [copying, setCopying] = useState(false)
  const products = list.data ?? []
  const nameOf = (p: { productName: string; productNameEn: string }) => (en ? p.productNameEn : p.productName)

  const toggle = (p: AdminProduct, active: boolean) =>
    onSale
      .mutateAsync({ id: p.id, active })
      .then(() => message.success(active ? t('putOn') : t('putOff')))
      .catch(() => undefined)

  return (
    <Card
      title={t('title')}
      extra={
        <Space wrap>
          <Select
            aria-label={t('season')}
            style={{ width: 140 }}
            value={season}
            onChange={setSeason}
            options={seasonOptions}
          />
          <Button onClick={() => setCopying(true)} disabled={!products.length}>
            {t('copy')}
          </Button>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('create')}
          </Button>
        </Space>
      }
    >
      <Table<AdminProduct>
        rowKey="id"
        loading={list.isLoading}
        dataSource={products}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 860 }}
        columns={[
          { title: t('id'), dataIndex: 'id', width: 64 },
          {
            title: t('name'),
            width: 230,
            render: (_, p) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{nameOf(p)}</Typography.Text>
                <Typography.Text type="secondary">{en ? p.productName : p.productNameEn}</Typography.Text>
                <Space size={4} wrap>
                  {p.bundle && <Tag color="gold">{t('bundle')}</Tag>}
                  <Tag color={p.refundable ? 'blue' : 'default'}>
                    {p.refundable ? t('refundable', { fee: p.platformFee.toFixed(2) }) : t('notRefundable')}
                  </Tag>
                </Space>
              </Space>
            ),
          },
          {
            title: t('codes'),
            width: 96,
            render: (_, p) => `${p.category} / ${p.subCategory} / ${p.subTypeCategory}`,
          },
          {
            title: t('items'),
            render: (_, p) => {
              const extra = products.find((x) => x.id === p.extraProductId)
              return (
                <Space orientation="vertical" size={2}>
                  {p.details.map((d) => (
                    <span key={d.id}>
                      {en ? d.tproductNameEn : d.tproductName} <strong>{yuan(d.price)}</strong>
                      {d.handType === 2 && <Tag style={{ marginInlineStart: 8 }}>{t('mailed')}</Tag>}
                    </span>
                  ))}
                  {extra && (
                    <Typography.Text type="secondary">
                      {t('extra')}: {nameOf(extra)}
                    </Typography.Text>
                  )}
                </Space>
              )
            },
          },
          {
            title: t('onSale'),
            width: 110,
            render: (_, p) => (
              <Switch
                aria-label={`${t('onSale')} ${nameOf(p)}`}
                checked={p.active}
                checkedChildren={t('onSaleOn')}
                unCheckedChildren={t('onSaleOff')}
                loading={onSale.isPending && onSale.variables?.id === p.id}
                onChange={(active) => toggle(p, active)}
              />
            ),
          },
          {
            title: t('actions'),
            width: 90,
            render: (_, p) => (
              <Button size="small" aria-label={`${t('edit')} ${nameOf(p)}`} onClick={() => setEditing(p)}>
                {t('edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <ProductFormDialog
          season={season}
          product={editing === 'new' ? null : editing}
          seasonProducts={products}
          onClose={() => setEditing(null)}
        />
      )}
      <CopySeasonDialog open={copying} fromSeason={season} onClose={() => setCopying(false)} />
    </Card>
  )
}
