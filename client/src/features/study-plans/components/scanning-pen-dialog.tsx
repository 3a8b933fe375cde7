import { Alert, Button, Input, Modal, Space } from 'antd'
import type { TextAreaRef } from 'antd/es/input/TextArea'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { studyPlansNs } from '../i18n'

/** The words a pen typed: one per line, trimmed, empty lines and repeats dropped. */
const scannedWords = (text: string) => [
  ...new Set(
    text
      .split(/[\r\n]+/)
      .map((w) => w.trim())
      .filter(Boolean),
  ),
]

/**
 * Scanning-pen import: begin upload, the pen types into the box, end upload, confirm.
 * While uploading, leaving or refreshing the page asks first; words are added only on confirmation.
 */
export function ScanningPenDialog({
  open,
  onClose,
  onWords,
}: {
  open: boolean
  onClose: () => void
  onWords: (words: string[]) => Promise<unknown>
}) {
  const { t } = useTranslation(studyPlansNs)
  const { modal, message } = useFeedback()
  const [uploading, setUploading] = useState(false)
  const [text, setText] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const box = useRef<TextAreaRef | null>(null)
  const words = scannedWords(text)

  useEffect(() => {
    if (!uploading) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [uploading])

  const close = () => {
    setUploading(false)
    setText('')
    setRefusal(null)
    onClose()
  }

  const begin = () => {
    setUploading(true)
    setTimeout(() => box.current?.focus(), 0)
  }

  const end = () => {
    if (!words.length) {
      message.warning(t('pen.none'))
      return
    }
    modal.confirm({
      title: t('common.tips'),
      content: t('pen.confirm', { count: words.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      // A refusal closes this confirmation and is shown in the dialog, the words kept for correction.
      onOk: async () => {
        try {
          await onWords(words)
          close()
        } catch (error) {
          setRefusal((error as { msg?: string }).msg ?? t('upload.failed'))
        }
      },
    })
  }

  return (
    <Modal
      open={open}
      title={t('pen.title')}
      onCancel={close}
      footer={null}
      maskClosable={false}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <p>{t('pen.intro')}</p>
        {uploading && <Alert type="warning" showIcon message={t('pen.warning')} />}
        {refusal && <Alert type="error" showIcon role="alert" message={refusal} />}
        <Input.TextArea
          ref={box}
          aria-label={t('pen.placeholder')}
          placeholder={t('pen.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setRefusal(null)
          }}
          disabled={!uploading}
          autoSize={{ minRows: 6, maxRows: 12 }}
        />
        <span>{t('pen.count', { count: words.length })}</span>
        <Space>
          <Button type="primary" onClick={begin} disabled={uploading}>
            {t('pen.begin')}
          </Button>
          <Button onClick={end} disabled={!uploading}>
            {t('pen.end')}
          </Button>
        </Space>
      </Space>
    </Modal>
  )
}
