import { type AdminCoupon, type CouponState, couponStates } from '@spell/shared/api/orders/admin-coupons'
import { chinaDate } from '@spell/shared/time/china-time'
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { ordersNs } from '../i18n'
import { type CouponFilter, useAdminCoupons, useRevokeCoupon } from './api/coupons'
import { IssueCouponDialog } from './issue-coupon-dialog'

const STATE_COLOR: Record<CouponState, string> = {
  unused: 'green',
  held: 'orange',
  used: 'blue',
  expired: 'default',
  revoked: 'red',
}

/** /admin/coupons: every coupon by holder and state; issue to users; revoke an unused one. */
export function CouponsPanel() {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'coupons' })
  const { message } = useFeedback()
  const [keyword, setKeyword] = useState('')
  const [filter, setFilter] = useState<CouponFilter>({ pageNum: 1, pageSize: 20 })
  const list = useAdminCoupons(filter)
  const revoke = useRevokeCoupon()
  const [issuing, setIssuing] = useState(false)

  const revokeNow = (id: number) =>
    revoke
      .mutateAsync(id)
      .then(() => message.success(t('revoked')))
      .catch(() => list.refetch())

  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" onClick={() => setIssuing(true)}>
          {t('issue')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          aria-label={t('keyword')}
          placeholder={t('keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={() => setFilter({ ...filter, keyword: keyword.trim() || undefined, pageNum: 1 })}
          style={{ width: 240 }}
        />
        <Select
          aria-label={t('state')}
          style={{ width: 200 }}
          value={filter.state ?? ''}
          onChange={(v: CouponState | '') => setFilter({ ...filter, state: v || undefined, pageNum: 1 })}
          options={[
            { value: '', label: t('all') },
            ...couponStates.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
        <Button
          type="primary"
          onClick={() => setFilter({ ...filter, keyword: keyword.trim() || undefined, pageNum: 1 })}
        >
          {t('search')}
        </Button>
      </Space>
      <Table<AdminCoupon>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 860 }}
        pagination={{
          current: Number(filter.pageNum ?? 1),
          pageSize: Number(filter.pageSize ?? 20),
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setFilter({ ...filter, pageNum, pageSize }),
        }}
        columns={[
          {
            title: t('holder'),
            width: 150,
            render: (_, c) => (
              <>
                <div>{c.userName}</div>
                <Typography.Text type="secondary">{c.phone ?? c.email}</Typography.Text>
              </>
            ),
          },
          { title: t('couponName'), dataIndex: 'couponName' },
          {
            title: t('amount'),
            dataIndex: 'discountAmount',
            width: 90,
            render: (v: number) => `¥${v.toFixed(2)}`,
          },
          { title: t('forProduct'), render: (_, c) => c.productName ?? t('anyProduct') },
          {
            title: t('expiresAt'),
            dataIndex: 'expiresAt',
            width: 110,
            render: (v: number | null) => (v ? chinaDate(v) : t('noExpiry')),
          },
          {
            title: t('state'),
            width: 200,
            render: (_, c) => (
              <>
                <Tag color={STATE_COLOR[c.state]}>{t(`states.${c.state}`)}</Tag>
                {c.orderNo && (
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('orderNo')} {c.orderNo}
                    </Typography.Text>
                  </div>
                )}
              </>
            ),
          },
          {
            title: t('actions'),
            width: 80,
            render: (_, c) =>
              (c.state === 'unused' || c.state === 'expired') && (
                <Popconfirm
                  title={t('revokeConfirm')}
                  description={t('revokeHint')}
                  okText={t('revoke')}
                  cancelText={t('keep')}
                  onConfirm={() => revokeNow(c.id)}
                >
                  <Button size="small" danger>
                    {t('revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <IssueCouponDialog open={issuing} onClose={() => setIssuing(false)} />
    </Card>
  )
}
