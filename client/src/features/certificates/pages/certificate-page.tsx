import { DownloadOutlined } from '@ant-design/icons'
import { backgroundPrintsSeason, certificateLines } from '@spell/shared/api/certificates/certificate-layout'
import { Button, Empty, Spin, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { keptCertificate } from '../certificate-storage'
import '../certificates.css'
import { drawCertificate, layoutHere, loadCertificateArt } from '../components/draw-certificate'
import { certificatesNs } from '../i18n'

/** The specification's pacing: the overlay shows at least 1.5 s; the image is made 0.5 s after loading. */
const OVERLAY_MS = 1500
const CONVERSION_DELAY_MS = 500
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Rendering = { state: 'loading' } | { state: 'image'; png: string } | { state: 'fallback' }

/** /certificate: the certificate found on /query, on its season's background, downloadable as PNG. */
export default function CertificatePage() {
  const { t } = useTranslation(certificatesNs)
  const [certificate] = useState(keptCertificate)
  const [rendering, setRendering] = useState<Rendering>({ state: 'loading' })

  useEffect(() => {
    if (!certificate) return
    let cancelled = false
    const overlay = sleep(OVERLAY_MS)
    const layout = layoutHere(certificate)
    loadCertificateArt(layout)
      .then(async (art) => {
        await sleep(CONVERSION_DELAY_MS)
        const png = drawCertificate(art, layout).toDataURL('image/png')
        await overlay
        if (!cancelled) setRendering({ state: 'image', png })
      })
      .catch(async () => {
        await overlay
        if (!cancelled) setRendering({ state: 'fallback' })
      })
    return () => {
      cancelled = true
    }
  }, [certificate])

  if (!certificate) {
    return (
      <section className="certificate-view" aria-labelledby="certificate-view-title">
        <Typography.Title level={1} id="certificate-view-title">
          {t('route.certificate', { ns: 'translation' })}
        </Typography.Title>
        <Empty description={t('query.nothingToShow')}>
          <Link to="/query">{t('query.goQuery')}</Link>
        </Empty>
      </section>
    )
  }

  const lines = certificateLines(certificate)
  const alt = t('query.imageAlt', { name: certificate.name, code: certificate.code })
  return (
    <section className="certificate-view" aria-labelledby="certificate-view-title">
      <Typography.Title level={1} id="certificate-view-title">
        {t('query.resultTitle')}
      </Typography.Title>
      <Spin spinning={rendering.state === 'loading'} description={t('query.loading')} size="large">
        <div className="certificate-view__paper">
          {rendering.state === 'image' && (
            <img src={rendering.png} alt={alt} className="certificate-view__image" />
          )}
          {rendering.state === 'fallback' && (
            // The drawn image failed: show the background itself with the text laid over it.
            <figure className="certificate-view__fallback" aria-label={alt}>
              <img src={certificate.backUrl} alt="" />
              <figcaption>
                {!backgroundPrintsSeason(certificate.backUrl) && <span>{lines.season}</span>}
                <strong>{lines.name}</strong>
                <span>{lines.award}</span>
                <span>{lines.group}</span>
                <span>{lines.code}</span>
              </figcaption>
            </figure>
          )}
          {rendering.state === 'loading' && <div className="certificate-view__placeholder" />}
        </div>
      </Spin>
      <div className="certificate-view__actions">
        <Button
          type="primary"
          size="large"
          icon={<DownloadOutlined />}
          disabled={rendering.state !== 'image'}
          href={rendering.state === 'image' ? rendering.png : undefined}
          download={`certificate-${certificate.code}.png`}
        >
          {t('query.download')}
        </Button>
        <Link to="/query">{t('query.queryAnother')}</Link>
      </div>
    </section>
  )
}
