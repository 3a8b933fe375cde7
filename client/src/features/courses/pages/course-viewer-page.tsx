import { COURSE_KIND } from '@spell/shared/api/courses/courses'
import { Alert, Spin } from 'antd'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { courseViewerOf, paths } from '../../../config/paths'
import { useFeedback } from '../../../lib/feedback'
import { ApiError } from '../../../lib/request'
import { useCourseFileLink } from '../api/queries'
import { CoursePageHead } from '../components/course-page-head'
import { coursesNs } from '../i18n'
import { guardedTime, isOwnCourseUrl, isSaveShortcut } from '../viewer-guards'

const PdfCanvas = lazy(() => import('../components/pdf-canvas'))

/**
 * /cebsbCourseManage/{product}_onlineBrowsingPDF and _onlineBrowsingVideo (query fileUrl): shows one
 * course file of our own storage through a short-lived link; blocks the save shortcut (保存文件被禁止)
 * and the context menu; the video cannot be skipped ahead more than 2 s past what was watched.
 */
export default function CourseViewerPage() {
  const { t } = useTranslation(coursesNs)
  const { message } = useFeedback()
  const { viewer } = useParams()
  const [params] = useSearchParams()
  const kind = courseViewerOf(viewer)?.kind
  const fileUrl = params.get('fileUrl')
  const own = isOwnCourseUrl(fileUrl)
  const link = useCourseFileLink(fileUrl ?? '', own)
  const [failed, setFailed] = useState<string | null>(null)
  const furthest = useRef(0)

  useEffect(() => {
    const keydown = (e: KeyboardEvent) => {
      if (!isSaveShortcut(e)) return
      e.preventDefault()
      message.warning(t('saveForbidden'))
    }
    const contextmenu = (e: MouseEvent) => e.preventDefault()
    window.addEventListener('keydown', keydown)
    window.addEventListener('contextmenu', contextmenu)
    return () => {
      window.removeEventListener('keydown', keydown)
      window.removeEventListener('contextmenu', contextmenu)
    }
  }, [message, t])

  // The file address answers why it refuses (link expired, course closed, file deleted) in JSON.
  const url = link.data?.url
  const cannotPlay = useCallback(() => {
    const show = (reason: string) => {
      setFailed(reason)
      message.error(reason)
    }
    if (!url) return show(t('cannotPlay'))
    fetch(url, { headers: { Range: 'bytes=0-0' } })
      .then((r) => (r.headers.get('content-type')?.includes('json') ? r.json() : null))
      .then((body: { msg?: string } | null) => show(body?.msg || t('cannotPlay')))
      .catch(() => show(t('cannotPlay')))
  }, [message, t, url])

  const title = link.data?.courseName
  let body: React.ReactNode
  if (!own) body = <Alert type="error" showIcon message={t('refused')} />
  else if (link.isError)
    body = (
      <Alert
        type="error"
        showIcon
        message={link.error instanceof ApiError ? link.error.msg : t('cannotPlay')}
      />
    )
  else if (!link.data) body = <Spin />
  else if (failed) body = <Alert type="error" showIcon message={failed} />
  else if (kind === 'pdf' && link.data.courseKind === COURSE_KIND.text)
    body = (
      <Suspense fallback={<Spin />}>
        <PdfCanvas url={link.data.url} onError={cannotPlay} />
      </Suspense>
    )
  else if (kind === 'video' && link.data.courseKind === COURSE_KIND.video)
    body = (
      // biome-ignore lint/a11y/useMediaCaption: course videos come without caption tracks
      <video
        src={link.data.url}
        controls
        controlsList="nodownload noremoteplayback"
        disablePictureInPicture
        style={{ width: '100%', maxHeight: '80vh', background: '#000' }}
        aria-label={title}
        onError={cannotPlay}
        onTimeUpdate={(e) => {
          const v = e.currentTarget
          if (!v.seeking) furthest.current = Math.max(furthest.current, v.currentTime)
        }}
        onSeeking={(e) => {
          const v = e.currentTarget
          const allowed = guardedTime(furthest.current, v.currentTime)
          if (allowed !== v.currentTime) {
            v.currentTime = allowed
            message.warning(t('jumpBlocked'))
          }
        }}
      />
    )
  else body = <Alert type="error" showIcon message={t('refused')} />

  return (
    <div style={{ maxWidth: 1000, margin: '0 auto', padding: 24, userSelect: 'none' }}>
      <CoursePageHead
        title={title ?? t('courses')}
        back={{ to: paths.courseMember, label: t('backToCourses') }}
      />
      {body}
    </div>
  )
}
