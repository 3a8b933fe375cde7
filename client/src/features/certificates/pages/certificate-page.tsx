import { DownloadOutlined } from '@ant-design/icons'
import { backgroundPrintsSeason, certificateLines } from '@spell/shared/api/certificates/certificate-layout'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Island } from '../../../components/island'
import { LoadingText } from '../../../components/loading-text'
import { PlainButton } from '../../../components/plain-button'
import { PlainEmpty } from '../../../components/plain-empty'
import { useHydrated } from '../../../hooks/use-hydrated'
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
  return (
    <Island name="certificate-view">
      <CertificateView />
    </Island>
  )
}

/**
 * The certificate this tab kept (an island: the build draws the page as it is before the tab's storage
 * is read, with the overlay over an empty paper).
 */
export function CertificateView() {
  const { t } = useTranslation(certificatesNs)
  const hydrated = useHydrated()
  // undefined until read: the build's drawing, and React's taking it over, cannot know it.
  const certificate = useMemo(() => (hydrated ? keptCertificate() : undefined), [hydrated])
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

  if (certificate === null) {
    return (
      <section className="certificate-view certificate-view--empty" aria-labelledby="certificate-view-title">
        <h1 id="certificate-view-title" className="certificate-view__title">
          {t('route.certificate', { ns: 'translation' })}
        </h1>
        <PlainEmpty description={t('query.nothingToShow')} />
        <p className="certificate-view__actions">
          <Link to="/query">{t('query.goQuery')}</Link>
        </p>
      </section>
    )
  }

  const lines = certificate && certificateLines(certificate)
  const alt = certificate ? t('query.imageAlt', { name: certificate.name, code: certificate.code }) : ''
  return (
    <section className="certificate-view" aria-labelledby="certificate-view-title">
      <h1 id="certificate-view-title" className="certificate-view__title">
        {t('query.resultTitle')}
      </h1>
      <div className="certificate-view__paper" aria-busy={rendering.state === 'loading'}>
        {rendering.state === 'image' && (
          <img src={rendering.png} alt={alt} className="certificate-view__image" />
        )}
        {rendering.state === 'fallback' && certificate && lines && (
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
        {rendering.state === 'loading' && (
          <div className="certificate-view__placeholder">
            <LoadingText text={t('query.loading')} size="large" />
          </div>
        )}
      </div>
      <div className="certificate-view__actions">
        <PlainButton
          type="primary"
          size="large"
          icon={<DownloadOutlined />}
          disabled={rendering.state !== 'image'}
          href={rendering.state === 'image' ? rendering.png : undefined}
          download={certificate ? `certificate-${certificate.code}.png` : undefined}
        >
          {t('query.download')}
        </PlainButton>
        <Link to="/query">{t('query.queryAnother')}</Link>
      </div>
    </section>
  )
}
