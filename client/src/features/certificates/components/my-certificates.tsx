import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons'
import {
  awardLabel,
  certificateGroupLabel,
  stageLabel,
} from '@spell/shared/api/certificates/certificate-labels'
import type { MyCertificate } from '@spell/shared/api/certificates/my-certificates'
import { Spin } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainCard } from '../../../components/plain-card'
import { PlainEmpty } from '../../../components/plain-empty'
import { useDownloadCertificatePdf, useMyCertificates } from '../api/my-certificates'
import styles from './my-certificates.module.css'

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
 * Draws the spec's PNG from the layout the server's PDF shares (background, lines, QR code of its /query
 * address, seal) and saves it.
 * The drawing code and its QR encoder come with the first press: the profile page shows the list only.
 */
async function savePng(certificate: MyCertificate) {
  const { drawCertificate, layoutHere, loadCertificateArt } = await import('./draw-certificate')
  const layout = layoutHere(certificate, certificate.queryUrl)
  const art = await loadCertificateArt(layout)
  const link = document.createElement('a')
  link.href = drawCertificate(art, layout).toDataURL('image/png')
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
  const list = certificates.data ?? []

  return (
    <PlainCard
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{text.title}</h2>}
      style={{ marginTop: 24 }}
      aria-label={text.title}
    >
      {failed && <PlainAlert type="error" title={text.failed} className={styles.failed} />}
      {certificates.isPending ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <PlainEmpty description={text.empty} />
        </div>
      ) : (
        <ul className={styles.list}>
          {list.map((c) => {
            const award = awardLabel(c.award)
            const group = certificateGroupLabel(c.kind, c.group)
            const stage = stageLabel(c.stage)
            return (
              <li key={c.code} className={styles.item}>
                <div className={styles.meta}>
                  <h3 className={styles.title}>
                    <span className={styles.labels}>
                      <span>{award[lang]}</span>
                      <span className={styles.tag}>{c.season}</span>
                      {stage && <span className={`${styles.tag} ${styles.blue}`}>{stage[lang]}</span>}
                      <span>{group[lang]}</span>
                      {c.revokedAt && (
                        <span className={`${styles.tag} ${styles.red}`}>
                          {text.revoked.replace('{{date}}', c.revokedAt)}
                        </span>
                      )}
                    </span>
                  </h3>
                  <p className={styles.description}>
                    {`${text.code} ${c.code} · ${text.issuedOn} ${c.issuedOn}`}
                  </p>
                </div>
                {!c.revokedAt && (
                  <div className={styles.actions}>
                    <PlainButton
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
                    </PlainButton>
                    <PlainButton
                      icon={<FilePdfOutlined aria-hidden />}
                      loading={pdf.isPending && pdf.variables === c.code}
                      aria-label={`${text.pdf} ${c.code}`}
                      onClick={() => pdf.mutate(c.code)}
                    >
                      {text.pdf}
                    </PlainButton>
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </PlainCard>
  )
}
