import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons'
import {
  awardLabel,
  certificateGroupLabel,
  stageLabel,
} from '@spell/shared/api/certificates/certificate-labels'
import type { MyCertificate } from '@spell/shared/api/certificates/my-certificates'
import { Alert, Button, Empty, List, Space, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainCard } from '../../../components/plain-card'
import { useDownloadCertificatePdf, useMyCertificates } from '../api/my-certificates'

const copy = {
  zh: {
    title: '我的证书',
    empty: '暂无证书',
    png: '下载图片',
    pdf: '下载 PDF',
    code: '证书编号',
    issuedOn: '颁发日期',
    revoked: '已于 {{date}} 撤销',
    failed: '证书图片生成失败，请稍后再试',
  },
  en: {
    title: 'My certificates',
    empty: 'No certificates yet',
    png: 'Download picture',
    pdf: 'Download PDF',
    code: 'Code',
    issuedOn: 'Issued on',
    revoked: 'Revoked on {{date}}',
    failed: 'The certificate picture could not be made, please try later',
  },
}

/**
 * Draws the spec's PNG on the season's background, with the QR code of its /query address, and saves it.
 * The drawing code and its QR encoder come with the first press: the profile page shows the list only.
 */
async function savePng(certificate: MyCertificate) {
  const { drawCertificate, loadImage } = await import('./draw-certificate')
  const background = await loadImage(certificate.backUrl)
  const link = document.createElement('a')
  link.href = drawCertificate(background, certificate, certificate.queryUrl).toDataURL('image/png')
  link.download = `certificate-${certificate.code}.png`
  link.click()
}

/** The student's certificates in their profile: each as a PNG (drawn here) or a PDF (made by the server). */
export function MyCertificates() {
  const { i18n } = useTranslation()
  const lang = i18n.language === 'en' ? 'en' : 'zh'
  const text = copy[lang]
  const certificates = useMyCertificates()
  const pdf = useDownloadCertificatePdf()
  const [drawing, setDrawing] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  return (
    <PlainCard
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{text.title}</h2>}
      style={{ marginTop: 24 }}
      aria-label={text.title}
    >
      {failed && <Alert type="error" showIcon title={text.failed} style={{ marginBottom: 12 }} />}
      <List<MyCertificate>
        loading={certificates.isPending}
        dataSource={certificates.data ?? []}
        locale={{ emptyText: <Empty description={text.empty} /> }}
        renderItem={(c) => {
          const award = awardLabel(c.award)
          const group = certificateGroupLabel(c.kind, c.group)
          const stage = stageLabel(c.stage)
          return (
            <List.Item
              actions={
                c.revokedAt
                  ? []
                  : [
                      <Button
                        key="png"
                        icon={<DownloadOutlined aria-hidden />}
                        loading={drawing === c.code}
                        aria-label={`${text.png} ${c.code}`}
                        onClick={async () => {
                          setFailed(false)
                          setDrawing(c.code)
                          await savePng(c).catch(() => setFailed(true))
                          setDrawing(null)
                        }}
                      >
                        {text.png}
                      </Button>,
                      <Button
                        key="pdf"
                        icon={<FilePdfOutlined aria-hidden />}
                        loading={pdf.isPending && pdf.variables === c.code}
                        aria-label={`${text.pdf} ${c.code}`}
                        onClick={() => pdf.mutate(c.code)}
                      >
                        {text.pdf}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{award[lang]}</span>
                    <Tag>{c.season}</Tag>
                    {stage && <Tag color="blue">{stage[lang]}</Tag>}
                    <span>{group[lang]}</span>
                    {c.revokedAt && <Tag color="red">{text.revoked.replace('{{date}}', c.revokedAt)}</Tag>}
                  </Space>
                }
                description={`${text.code} ${c.code} · ${text.issuedOn} ${c.issuedOn}`}
              />
            </List.Item>
          )
        }}
      />
    </PlainCard>
  )
}
