import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons'
import {
  awardLabel,
  certificateGroupLabel,
  stageLabel,
} from '@spell/shared/api/certificates/certificate-labels'
import type { MyCertificate } from '@spell/shared/api/certificates/my-certificates'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingText } from '../../../components/loading-text'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainCard } from '../../../components/plain-card'
import { PlainEmpty } from '../../../components/plain-empty'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { useDownloadCertificatePdf, useMyCertificates } from '../api/my-certificates'
import { certificatesNs } from '../i18n'
import styles from './my-certificates.module.css'

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
  const { t } = useTranslation(certificatesNs, { keyPrefix: 'mine' })
  const lang = useSiteLang()
  const certificates = useMyCertificates()
  const pdf = useDownloadCertificatePdf()
  const [drawing, setDrawing] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const list = certificates.data ?? []

  return (
    <PlainCard
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('title')}</h2>}
      style={{ marginTop: 24 }}
      aria-label={t('title')}
    >
      {failed && <PlainAlert type="error" title={t('failed')} className={styles.failed} />}
      {certificates.isPending ? (
        <div className={styles.loading}>
          <LoadingText text={t('loading')} />
        </div>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <PlainEmpty description={t('empty')} />
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
                          {t('revoked', { date: c.revokedAt })}
                        </span>
                      )}
                    </span>
                  </h3>
                  <p className={styles.description}>
                    {`${t('code')} ${c.code} · ${t('issuedOn')} ${c.issuedOn}`}
                  </p>
                </div>
                {!c.revokedAt && (
                  <div className={styles.actions}>
                    <PlainButton
                      icon={<DownloadOutlined aria-hidden />}
                      loading={drawing === c.code}
                      aria-label={`${t('png')} ${c.code}`}
                      onClick={async () => {
                        setFailed(false)
                        setDrawing(c.code)
                        await savePng(c).catch(() => setFailed(true))
                        setDrawing(null)
                      }}
                    >
                      {t('png')}
                    </PlainButton>
                    <PlainButton
                      icon={<FilePdfOutlined aria-hidden />}
                      loading={pdf.isPending && pdf.variables === c.code}
                      aria-label={`${t('pdf')} ${c.code}`}
                      onClick={() => pdf.mutate(c.code)}
                    >
                      {t('pdf')}
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
