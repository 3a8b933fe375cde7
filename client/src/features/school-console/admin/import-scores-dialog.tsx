import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { translate } from '@spell/shared'
import type { AdminPaperApply, ImportScoreRow } from '@spell/shared/api/school-console/admin'
import { importScoreRowSchema } from '@spell/shared/api/school-console/admin'
import { Button, Modal, Space, Upload } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { ApiError } from '../../../lib/request'
import { downloadXlsx, readSheet } from '../../../lib/xlsx'
import { useImportPaperScores } from '../api/queries'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

/** The template's columns: the header each writes, and the headers each accepts when read back. */
const templateColumns: { key: keyof ImportScoreRow; header: string; accepts: string[] }[] = [
  { key: 'scoreCode', header: '准考证号 Candidate no.', accepts: ['准考证号', 'candidate no.', 'scorecode'] },
  { key: 'scoreName', header: '姓名 Name', accepts: ['姓名', 'name', 'scorename'] },
  { key: 'scoreSex', header: '性别 Sex', accepts: ['性别', 'sex', 'scoresex'] },
  { key: 'scoreGrade', header: '年级 Grade', accepts: ['年级', 'grade', 'scoregrade'] },
  { key: 'scores', header: '成绩 Score', accepts: ['成绩', 'score', 'scores'] },
  { key: 'nationality', header: '国籍 Nationality', accepts: ['国籍', 'nationality'] },
  { key: 'scorePhoneOne', header: '手机号 Phone', accepts: ['手机号', 'phone', 'scorephoneone'] },
]
const accepts = Object.fromEntries(templateColumns.map((c) => [c.key, [c.header, ...c.accepts]])) as Record<
  keyof ImportScoreRow,
  string[]
>
const OPTIONAL = new Set<string>(['nationality', 'scorePhoneOne'])

const downloadScoreTemplate = () =>
  downloadXlsx(
    'score-template',
    'scores',
    templateColumns.map((c) => ({
      header: c.header,
      width: 20,
      value: (r: Record<string, string>) => r[c.key],
    })),
    [
      {
        scoreCode: 'A0001',
        scoreName: '张小明',
        scoreSex: '男',
        scoreGrade: '3',
        scores: '92',
        nationality: '中国',
        scorePhoneOne: '',
      },
    ],
  )

/** Reads the filled template, checks every row, and imports all of it or nothing (row errors listed). */
export function ImportScoresDialog({
  apply,
  onClose,
}: {
  apply: AdminPaperApply | null
  onClose: () => void
}) {
  const { t } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const { message } = useFeedback()
  const importScores = useImportPaperScores()
  const [errors, setErrors] = useState<string[]>([])
  const [reading, setReading] = useState(false)
  useEffect(() => {
    if (apply) setErrors([])
  }, [apply])

  const rowError = (index: number, messageKey: string) =>
    t('admin.rowError', { row: index + 2, message: translate(messageKey, lang) })

  const readFile = async (file: File) => {
    if (!apply) return
    setReading(true)
    setErrors([])
    try {
      const { rows, missing } = await readSheet(file, accepts)
      const required = missing.filter((k) => !OPTIONAL.has(k))
      if (required.length) {
        setErrors([t('admin.missingColumns', { columns: required.map((k) => accepts[k][0]).join(', ') })])
        return
      }
      // The page checks rows with the call's own schema first; the server checks them again.
      const local = rows.flatMap((row, i) => {
        const parsed = importScoreRowSchema.safeParse(row)
        return parsed.success ? [] : parsed.error.issues.map((issue) => rowError(i, issue.message))
      })
      if (local.length) {
        setErrors(local)
        return
      }
      const result = await importScores.mutateAsync({ id: apply.id, raceSchedule: 1, rows })
      message.success(t('admin.imported', { count: result.imported }))
      onClose()
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = (error.data as { fields?: { field: string; message: string }[] } | null)?.fields ?? []
        setErrors(
          fields.length
            ? fields.map((f) => {
                const row = Number(f.field.split('.')[1])
                return Number.isInteger(row)
                  ? t('admin.rowError', { row: row + 2, message: f.message })
                  : f.message
              })
            : [error.msg],
        )
      } else {
        setErrors([String((error as Error).message ?? error)])
      }
    } finally {
      setReading(false)
    }
  }

  return (
    <Modal
      open={apply !== null}
      title={t('admin.importTitle', { school: apply?.school ?? '' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('admin.importIntro')}</p>
      <Space wrap>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadScoreTemplate()}>
          {t('admin.template')}
        </Button>
        <Upload
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          beforeUpload={(file) => {
            void readFile(file)
            return false
          }}
        >
          <Button
            type="primary"
            icon={<UploadOutlined aria-hidden />}
            loading={reading || importScores.isPending}
          >
            {t('admin.chooseFile')}
          </Button>
        </Upload>
      </Space>
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {[...new Set(errors)].slice(0, 50).map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
