import type { CallInput } from '@spell/shared'
import { API_PREFIX } from '@spell/shared'
import {
  issueCoupon,
  listAdminOrders,
  listAdminProducts,
  saveDetailPrice,
} from '@spell/shared/api/orders/admin-orders'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { App, Button, Card, Form, Input, InputNumber, Select, Space, Table, Tabs, Tag } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { currentLang } from '../../../i18n'
import { getToken } from '../../../lib/auth-storage'
import { callApi, toQueryString } from '../../../lib/request'
import { useOrdersAdminText } from './orders-admin-content'

type Filter = CallInput<typeof listAdminOrders>
const STATUSES = ['unpaid', 'paid', 'cancelled', 'refunding', 'refunded'] as const

function OrdersTab() {
  const text = useOrdersAdminText()
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
          aria-label={text.keyword}
          placeholder={text.keyword}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          style={{ width: 240 }}
        />
        <Select
          aria-label={text.status}
          style={{ width: 160 }}
          value={filter.status ?? ''}
          onChange={(v: Filter['status'] | '') =>
            setFilter({ ...filter, status: v || undefined, pageNum: 1 })
          }
          options={[
            { value: '', label: text.all },
            ...STATUSES.map((s) => ({ value: s, label: text.statuses[s] })),
          ]}
        />
        <Button
          type="primary"
          onClick={() => setFilter({ ...filter, keyword: keyword || undefined, pageNum: 1 })}
        >
          {text.search}
        </Button>
        <Button onClick={exportCsv}>{text.export}</Button>
      </Space>
      <Table
        rowKey="orderNo"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1000 }}
        pagination={{
          current: Number(filter.pageNum ?? 1),
          pageSize: Number(filter.pageSize ?? 20),
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setFilter({ ...filter, pageNum, pageSize }),
        }}
        columns={[
          { title: text.orderNo, dataIndex: 'orderNo' },
          { title: text.product, dataIndex: 'productName' },
          { title: text.payer, render: (_, o) => `${o.payer} ${o.phone ?? ''}` },
          { title: text.school, dataIndex: 'schoolName' },
          { title: text.paid, dataIndex: 'paymentAmount', render: (v: number) => `¥${v.toFixed(2)}` },
          { title: text.discount, dataIndex: 'discountAmount', render: (v: number) => `¥${v.toFixed(2)}` },
          {
            title: text.status,
            dataIndex: 'status',
            render: (s: (typeof STATUSES)[number]) => <Tag>{text.statuses[s]}</Tag>,
          },
          {
            title: text.createdAt,
            dataIndex: 'createdAt',
            render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
        ]}
      />
    </>
  )
}

function ProductsTab() {
  const text = useOrdersAdminText()
  const { message } = App.useApp()
  const client = useQueryClient()
  const products = useQuery({
    queryKey: ['admin', 'products', currentLang()],
    queryFn: ({ signal }) => callApi(listAdminProducts, {}, { signal }),
  })
  const [prices, setPrices] = useState<Record<number, number>>({})
  const save = useMutation({
    mutationFn: (input: { detailId: number; price: number }) => callApi(saveDetailPrice, input),
    onSuccess: () => {
      message.success(text.saved)
      return client.invalidateQueries({ queryKey: ['admin', 'products'] })
    },
  })
  const rows = (products.data ?? []).flatMap((p) =>
    p.tbProductDetails.map((d) => ({
      ...d,
      product: p.productName,
      refundable: p.refundable,
      fee: p.platformFee,
    })),
  )
  return (
    <Table
      rowKey="id"
      loading={products.isLoading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 900 }}
      columns={[
        { title: text.product, dataIndex: 'product' },
        { title: text.item, dataIndex: 'tproductName' },
        {
          title: text.refundable,
          render: (_, r) => (r.refundable ? `${text.yes}（${text.platformFee} ¥${r.fee}）` : text.no),
        },
        {
          title: text.price,
          render: (_, r) => (
            <Space>
              <InputNumber
                aria-label={`${text.price} ${r.tproductName}`}
                min={0.01}
                max={100000}
                precision={2}
                value={prices[r.id] ?? r.price}
                onChange={(v) => setPrices({ ...prices, [r.id]: Number(v) })}
              />
              <Button
                size="small"
                disabled={prices[r.id] === undefined || prices[r.id] === r.price}
                onClick={() => save.mutate({ detailId: r.id, price: prices[r.id] ?? r.price })}
              >
                {text.save}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  )
}

function CouponsTab() {
  const text = useOrdersAdminText()
  const { message } = App.useApp()
  const products = useQuery({
    queryKey: ['admin', 'products', currentLang()],
    queryFn: ({ signal }) => callApi(listAdminProducts, {}, { signal }),
  })
  const [form] = Form.useForm()
  const issue = useMutation({
    mutationFn: (input: CallInput<typeof issueCoupon>) => callApi(issueCoupon, input),
  })
  const submit = async (values: Record<string, string | number | undefined>) => {
    try {
      const r = await issue.mutateAsync({
        accounts: String(values.accounts ?? '')
          .split(/\s+/)
          .filter(Boolean),
        couponName: String(values.couponName ?? ''),
        couponNameEn: String(values.couponNameEn ?? ''),
        discountAmount: Number(values.discountAmount ?? 0),
        productId: values.productId ? Number(values.productId) : null,
        expiresOn: values.expiresOn ? String(values.expiresOn) : null,
      })
      message.success(text.issued(r.issued, r.unknown))
    } catch {
      // The request client showed what is wrong.
    }
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 520 }}>
      <Form.Item name="accounts" label={text.accounts} required>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item name="couponName" label={text.couponName} required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="couponNameEn" label={text.couponNameEn} required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="discountAmount" label={text.amount} required>
        <InputNumber min={0.01} max={10000} precision={2} />
      </Form.Item>
      <Form.Item name="productId" label={text.forProduct}>
        <Select
          allowClear
          options={(products.data ?? []).map((p) => ({ value: p.id, label: p.productName }))}
        />
      </Form.Item>
      <Form.Item name="expiresOn" label={text.expiresOn}>
        <Input placeholder="2026-12-31" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={issue.isPending}>
        {text.issue}
      </Button>
    </Form>
  )
}

/** /admin/orders: the orders list with filters and export, products and prices, coupons. */
export function OrdersAdminPanel() {
  const text = useOrdersAdminText()
  return (
    <Card title={text.menu}>
      <Tabs
        items={[
          { key: 'orders', label: text.orders, children: <OrdersTab /> },
          { key: 'products', label: text.products, children: <ProductsTab /> },
          { key: 'coupons', label: text.coupons, children: <CouponsTab /> },
        ]}
      />
    </Card>
  )
}
