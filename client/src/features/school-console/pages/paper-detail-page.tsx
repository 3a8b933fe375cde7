import type { PaperApply } from '@spell/shared/api/school-console/paper-apply'
import { Alert, Button, Descriptions, Result, Skeleton, Space, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { useSeasonName } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { getToken } from '../../../lib/auth-storage'
import { useFeedback } from '../../../lib/feedback'
import { useConfirmSendBack, usePaperApply } from '../api/queries'
import { PageHead } from '../components/page-head'
import { ShipmentDialog } from '../components/shipment-dialog'
import { StatusTag } from '../components/status-tag'
import { expressLabel, gradeLabel, gradesLabel } from '../format'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

/** /userInfo_IndividualPapersDetail?paperDetailId=: the application read-only, with its next step. */
export default function PaperDetailPage() {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const [params] = useSearchParams()
  const id = Number(params.get('paperDetailId')) || null
  const apply = usePaperApply(getToken() ? id : null)

  if (!getToken()) {
    return (
      <div className={styles.page}>
        <PageHead title={copy('detail.title')} />
        <Result
          status="info"
          title={copy('apply.loginFirst')}
          extra={
            <Link
              to={`${paths.chnEngLogin}?pushUrl=${encodeURIComponent(`${paths.userInfoIndividualPapersDetail}?paperDetailId=${id ?? ''}`)}`}
            >
              <Button type="primary">{copy('apply.loginFirst')}</Button>
            </Link>
          }
        />
      </div>
    )
  }
  if (!id || apply.isError)
    return (
      <div className={styles.page}>
        <PageHead title={copy('detail.title')} />
        <Result status="404" title={copy('detail.notFound')} />
      </div>
    )
  return (
    <div className={styles.page}>
      <PageHead
        title={copy('detail.title')}
        extra={
          <Link to={paths.userInfoIndividualPapers}>
            <Button>{copy('apply.toList')}</Button>
          </Link>
        }
      />
      {apply.data ? <Detail apply={apply.data} /> : <Skeleton active paragraph={{ rows: 8 }} />}
    </div>
  )
}

function Detail({ apply }: { apply: PaperApply }) {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const seasonName = useSeasonName()
  const { message } = useFeedback()
  const sendBack = useConfirmSendBack()
  const [shipping, setShipping] = useState(false)
  const { t: d } = useTranslation(schoolConsoleNs, { keyPrefix: 'detail' })

  const rows = apply.gradeList.flatMap((g) =>
    g.classListDto.map((c, i) => ({
      key: c.keyStr || `${g.grade}-${i}`,
      grade: gradeLabel(g.grade, lang),
      className: copy('common.className', { name: c.className, n: i + 1 }),
      number: c.number,
    })),
  )

  return (
    <>
      {apply.applyStatus === 2 && (
        <Alert
          type="error"
          showIcon
          message={copy('apply.rejectedTitle')}
          description={`${d('reason')}${copy('common.colon')}${apply.reviewReason ?? ''}`}
        />
      )}
      <section className={styles.card}>
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label={copy('papers.status')}>
            <StatusTag status={apply.applyStatus} />
          </Descriptions.Item>
          <Descriptions.Item label={copy('papers.season')}>{seasonName(apply.season)}</Descriptions.Item>
          <Descriptions.Item label={copy('apply.activity')} span={2}>
            {apply.activityName}
          </Descriptions.Item>
          <Descriptions.Item label={d('school')}>{apply.school}</Descriptions.Item>
          <Descriptions.Item label={copy('apply.expectedTime')}>
            {apply.expectedTime.slice(0, 16)}
          </Descriptions.Item>
          <Descriptions.Item label={copy('papers.grades')}>
            {gradesLabel(apply.gradeStr, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={copy('papers.classes')}>{apply.classStr}</Descriptions.Item>
          <Descriptions.Item label={copy('apply.total')}>
            <strong data-testid="detail-exam-num">{apply.examNum}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={d('teacher')}>
            {apply.teacherName} · {apply.phone}
          </Descriptions.Item>
          <Descriptions.Item label={d('receipt')}>
            {apply.receiptName} · {apply.receiptPhone}
          </Descriptions.Item>
          <Descriptions.Item label={d('email')}>{apply.email}</Descriptions.Item>
          <Descriptions.Item label={d('address')} span={2}>
            {apply.goodsReceiveArea} {apply.receiptAddress}
          </Descriptions.Item>
          {apply.remark && (
            <Descriptions.Item label={d('remark')} span={2}>
              {apply.remark}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={d('dispatch')}>
            {expressLabel(apply.expressType, apply.expressNumber, lang) || d('notYet')}
          </Descriptions.Item>
          <Descriptions.Item label={d('sendBack')}>
            {expressLabel(apply.sendBackExpressType, apply.sendBackExpressNumber, lang) || d('notYet')}
          </Descriptions.Item>
        </Descriptions>
        <h2 className={styles.section} style={{ marginTop: 24 }}>
          {d('classes')}
        </h2>
        <Table
          size="small"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: copy('papers.grades'), dataIndex: 'grade' },
            { title: copy('apply.className'), dataIndex: 'className' },
            { title: copy('apply.number'), dataIndex: 'number', align: 'right' },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                {d('total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {apply.examNum}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
        <Space className={styles.actions} style={{ display: 'flex' }}>
          {apply.applyStatus === 2 && (
            <Link to={`${paths.userInfoIndividualPapersDetailNew}?paperId=${apply.id}&turnType=detailData`}>
              <Button type="primary">{copy('papers.resubmit')}</Button>
            </Link>
          )}
          {apply.applyStatus === 3 && !apply.sentBackAt && (
            <Button type="primary" onClick={() => setShipping(true)}>
              {copy('papers.confirmReturn')}
            </Button>
          )}
          {apply.applyStatus === 7 && (
            <Link to={`${paths.userInfoIndividualScore}?season=${apply.season}`}>
              <Button type="primary">{copy('papers.viewResults')}</Button>
            </Link>
          )}
        </Space>
      </section>
      <ShipmentDialog
        open={shipping}
        title={copy('shipment.title')}
        intro={copy('shipment.intro')}
        okText={copy('shipment.submit')}
        submitting={sendBack.isPending}
        onClose={() => setShipping(false)}
        onSubmit={async (shipment) => {
          const ok = await sendBack
            .mutateAsync({ ...shipment, paperId: apply.id, applyType: apply.applyType })
            .then(
              () => true,
              () => false,
            )
          if (ok) message.success(copy('shipment.done'))
          return ok
        }}
      />
    </>
  )
}
