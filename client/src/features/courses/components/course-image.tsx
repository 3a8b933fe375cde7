import { FilePdfOutlined, PictureOutlined, PlayCircleOutlined } from '@ant-design/icons'
import { ownCourseImage } from '@spell/shared/api/courses/committee'
import { COURSE_KIND } from '@spell/shared/api/courses/courses'
import { useState } from 'react'

interface CourseImageProps {
  /** The stored URL; only one of our own course images is ever loaded. */
  url: string
  alt: string
  width: number
  height: number
  /** What the placeholder shows when there is no picture: a course's kind, or a type (no kind). */
  kind?: number
  /** Words under the placeholder icon, for the larger sizes. */
  placeholderText?: string
}

/** A course thumbnail or a course-type logo, or a quiet placeholder of the same size when there is none. */
export function CourseImage({ url, alt, width, height, kind, placeholderText }: CourseImageProps) {
  const [broken, setBroken] = useState(false)
  const src = ownCourseImage(url)
  const box = { width, height, borderRadius: 6, flex: 'none' } as const
  if (src && !broken)
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        onError={() => setBroken(true)}
        style={{ ...box, objectFit: 'cover', background: '#f5f5f5' }}
      />
    )
  const Icon =
    kind === COURSE_KIND.video
      ? PlayCircleOutlined
      : kind === COURSE_KIND.text
        ? FilePdfOutlined
        : PictureOutlined
  return (
    <div
      role="img"
      aria-label={alt}
      data-placeholder="true"
      style={{
        ...box,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        color: '#a8071a',
        background: 'linear-gradient(135deg, #fff1f0, #fff7e6)',
        border: '1px dashed #ffccc7',
        fontSize: Math.min(width, height) / 3,
      }}
    >
      <Icon aria-hidden />
      {placeholderText && height >= 64 && (
        <span style={{ fontSize: 12, color: 'var(--ink-soft)' }}>{placeholderText}</span>
      )}
    </div>
  )
}
