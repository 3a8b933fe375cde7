import { UploadOutlined } from '@ant-design/icons'
import { translate } from '@spell/shared'
import {
  COURSE_IMAGE_EXTENSIONS,
  COURSE_IMAGE_MAX_BYTES,
  type CourseImageTarget,
} from '@spell/shared/api/courses/committee'
import { Button, Progress, Space, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { useRefreshCourses } from '../api/queries'
import { coursesNs } from '../i18n'
import { uploadCourseImage } from './upload-course'

interface ImageUploadButtonProps {
  target: CourseImageTarget
  id: number
  /** The type or course the image is for, so that each button is told apart by assistive technology. */
  subject: string
  hasImage: boolean
}

/**
 * Picks an image and uploads it at once with a progress bar. The extension and size are checked here
 * for a quick answer; the server checks them again, and the content, and has the last word.
 */
export function ImageUploadButton({ target, id, subject, hasImage }: ImageUploadButtonProps) {
  const { t } = useTranslation(coursesNs, { keyPrefix: 'admin' })
  const { message } = useFeedback()
  const refresh = useRefreshCourses()
  const [percent, setPercent] = useState<number | null>(null)
  const text = hasImage ? t('replaceImage') : target === 'typeLogo' ? t('uploadLogo') : t('uploadThumbnail')
  const label = `${text} · ${subject}`

  const send = async (file: File) => {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
    if (!(COURSE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      message.error(translate('course.imageTypeInvalid', currentLang()))
      return
    }
    if (file.size > COURSE_IMAGE_MAX_BYTES) {
      message.error(translate('course.imageTooBig', currentLang()))
      return
    }
    setPercent(0)
    try {
      await uploadCourseImage({ target, id, file }, setPercent)
      message.success(t('imageUploaded'))
      await refresh()
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setPercent(null)
    }
  }

  return (
    <Space direction="vertical" size={4}>
      <Upload
        accept={COURSE_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void send(file)
          return false
        }}
      >
        <Button
          size="small"
          icon={<UploadOutlined aria-hidden />}
          loading={percent !== null}
          aria-label={label}
        >
          {text}
        </Button>
      </Upload>
      {percent !== null && (
        <Progress
          percent={percent}
          size="small"
          style={{ width: 120 }}
          aria-label={`${t('imageProgress')} ${label}`}
        />
      )}
    </Space>
  )
}
