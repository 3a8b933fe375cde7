import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { coursesNs } from '../i18n'

/**
 * Draws every page of a PDF onto canvases with pdf.js (loaded only here, in its own chunk), so the
 * browser's own PDF viewer, with its download and print buttons, is never involved.
 */
export default function PdfCanvas({ url, onError }: { url: string; onError: () => void }) {
  const { t } = useTranslation(coursesNs)
  const host = useRef<HTMLDivElement>(null)
  const [pages, setPages] = useState(0)

  useEffect(() => {
    let cancelled = false
    const target = host.current
    ;(async () => {
      const pdfjs = await import('pdfjs-dist')
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url')
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default
      const doc = await pdfjs.getDocument({ url }).promise
      if (cancelled || !target) return
      target.replaceChildren()
      setPages(doc.numPages)
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n)
        const viewport = page.getViewport({ scale: 1.4 })
        const canvas = document.createElement('canvas')
        canvas.width = viewport.width
        canvas.height = viewport.height
        canvas.style.maxWidth = '100%'
        canvas.style.display = 'block'
        canvas.style.margin = '0 auto 16px'
        canvas.setAttribute('role', 'img')
        canvas.setAttribute('aria-label', t('page', { page: n, pages: doc.numPages }))
        target.append(canvas)
        const context = canvas.getContext('2d')
        if (context) await page.render({ canvasContext: context, viewport }).promise
      }
    })().catch(() => {
      if (!cancelled) onError()
    })
    return () => {
      cancelled = true
    }
  }, [url, onError, t])

  return (
    <div data-testid="pdf-pages" data-pages={pages} ref={host} style={{ background: '#f5f5f5', padding: 16 }}>
      {t('loading')}
    </div>
  )
}
