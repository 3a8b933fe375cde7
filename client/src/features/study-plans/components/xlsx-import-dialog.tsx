import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { Alert, Button, Modal, Space, Upload, type UploadFile } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { ApiError } from '../../../lib/request'
import { downloadXlsx, readSheet } from '../../../lib/xlsx'
import { studyPlansNs } from '../i18n'

interface ImportColumn {
  key: string
  header: string
  accepts: string[]
  optional?: boolean
}

interface Props {
  open: boolean
  title: string
  templateName: string
  columns: ImportColumn[]
  example: Record<string, string>
  onClose: () => void
  /** Sends the rows; the server adds all of them or none. */
  onRows: (rows: Record<string, string>[]) => Promise<unknown>
}

/**
 * Batch import from an .xlsx template: choose a file (请选择需要上传的文件 if none), read it in the
 * browser, send every row; on refusal show "Upload Failed" with each bad row and its reason.
 */
export function XlsxImportDialog({ open, title, templateName, columns, example, onClose, onRows }: Props) {
  const { t } = useTranslation(studyPlansNs)
  const { message } = useFeedback()
  const [file, setFile] = useState<UploadFile | null>(null)
  const [reasons, setReasons] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const close = () => {
    setFile(null)
    setReasons([])
    onClose()
  }

  const template = () =>
    downloadXlsx(
      templateName,
      'sheet1',
      columns.map((c) => ({ header: c.header, width: 24, value: (r: Record<string, string>) => r[c.key] })),
      [example],
    )

  const upload = async () => {
    const blob = file?.originFileObj
    if (!blob) {
      message.warning(t('upload.noFile'))
      return
    }
    setBusy(true)
    setReasons([])
    try {
      const accepts = Object.fromEntries(columns.map((c) => [c.key, [c.header, ...c.accepts]]))
      const { rows, missing } = await readSheet(blob, accepts)
      const required = missing.filter((k) => !columns.find((c) => c.key === k)?.optional)
      if (required.length) {
        const names = columns.filter((c) => required.includes(c.key)).map((c) => c.header)
        setReasons([t('upload.missingColumns', { columns: names.join('、') })])
        return
      }
      await onRows(rows)
      message.success(t('upload.success'))
      close()
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = (error.data as { fields?: { message: string }[] } | null)?.fields
        setReasons(fields?.length ? fields.map((f) => f.message) : [error.msg])
      } else setReasons([String((error as Error).message ?? error)])
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      okText={t('upload.start')}
      cancelText={t('common.cancel')}
      onOk={upload}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button icon={<DownloadOutlined />} onClick={template}>
          {t('upload.template')}
        </Button>
        <Upload
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [file] : []}
          beforeUpload={() => false}
          onChange={({ fileList }) => setFile(fileList[fileList.length - 1] ?? null)}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{t('upload.choose')}</Button>
        </Upload>
        {reasons.length > 0 && (
          <Alert
            type="error"
            showIcon
            message={t('upload.failed')}
            description={
              <div role="alert">
                <p>{t('upload.failedIntro')}</p>
                <ul>
                  {reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </div>
            }
          />
        )}
      </Space>
    </Modal>
  )
}
