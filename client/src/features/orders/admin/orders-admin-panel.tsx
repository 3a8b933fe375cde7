import type { CallInput } from '@spell/shared'
import { API_PREFIX } from '@spell/shared'
import { listAdminOrders } from '@spell/shared/api/orders/admin-orders'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { useQuery } from '@tanstack/react-query'
import { Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { getToken } from '../../../lib/auth-storage'
import { callApi, toQueryString } from '../../../lib/request'
import { ordersNs } from '../i18n'

type Filter = CallInput<typeof listAdminOrders>
const STATUSES = ['unpaid', 'awaitingTransfer', 'paid', 'cancelled', 'refunding', 'refunded'] as const
const STATUS_COLOR = {
  unpaid: 'orange',
  awaitingTransfer: 'gold',
  paid: 'green',
  cancelled: 'default',
  refunding: 'blue',
  refunded: 'purple',
}

function OrdersTab() {
  const { t: text } = useTranslation(ordersNs, { keyPrefix: 'ordersAdmin' })
  const [keyword, setKeyword] = useState('')
  const [filter, setFilter] = useState<Filter>({ pageNum: 1, pageSize: 20 })
  const list = useQuery({
    queryKey: ['admin', 'orders', filter, currentLang()],
    queryFn: ({ signal }) => callApi(listAdminOrders, filter, { signal }),
  })
  const exportCsv = async () => {
    const { pageNum: _p, pageSize: _s, ...rest } = filter
    const response = await fetch(`${API_PREFIX}/admin/orders/export${toQueryString(rest)}`, {
      headers: { authorization: getToken() ?? '', 'accept-language': currentLang() },
    })
    const url = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = url
    link.download = 'orders.csv'
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          aria-label={text('keyword')}
          placeholder={text('keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          style={{ width: 240 }}
        />
        <Select
          aria-label={text('status')}
          style={{ width: 160 }}
          value={filter.status ?? ''}
          onChange={(v: Filter['status'] | '') =>
            setFilter({ ...filter, status: v || undefined, pageNum: 1 })
          }
          options={[
            { value: '', label: text('all') },
            ...STATUSES.map((s) => ({ value: s, label: text(`statuses.${s}`) })),
          ]}
        />
        <Button
          type="primary"
          onClick={() => setFilter({ ...filter, keyword: keyword || undefined, pageNum: 1 })}
        >
          {text('search')}
        </Button>
        <Button onClick={exportCsv}>{text('export')}</Button>
      </Space>
      <Table
        rowKey="orderNo"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: Number(filter.pageNum ?? 1),
          pageSize: Number(filter.pageSize ?? 20),
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setFilter({ ...filter, pageNum, pageSize }),
        }}
        columns={[
          {
            title: text('orderNo'),
            width: 220,
            render: (_, o) => (
              <>
                <div>{o.orderNo}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {chinaDateTime(o.createdAt, 'minute')}
                </Typography.Text>
              </>
            ),
          },
          { title: text('product'), dataIndex: 'productName' },
          {
            title: text('payer'),
            width: 150,
            render: (_, o) => (
              <>
                <div>{o.payer}</div>
                <Typography.Text type="secondary">{o.phone}</Typography.Text>
              </>
            ),
          },
          { title: text('school'), dataIndex: 'schoolName' },
          {
            title: text('paid'),
            dataIndex: 'paymentAmount',
            width: 100,
            render: (v: number) => `¥${v.toFixed(2)}`,
          },
          {
            title: text('discount'),
            dataIndex: 'discountAmount',
            width: 90,
            render: (v: number) => `¥${v.toFixed(2)}`,
          },
          {
            title: text('status'),
            dataIndex: 'status',
            width: 120,
            render: (s: (typeof STATUSES)[number]) => (
              <Tag color={STATUS_COLOR[s]}>{text(`statuses.${s}`)}</Tag>
            ),
          },
        ]}
      />
    </>
  )
}

/** /admin/orders: the orders list with filters and export (products and coupons have their own panels). */
export function OrdersAdminPanel() {
  const { t: text } = useTranslation(ordersNs, { keyPrefix: 'ordersAdmin' })
  return (
    <Card title={text('title')}>
      <OrdersTab />
    </Card>
  )
}
