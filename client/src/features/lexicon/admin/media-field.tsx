import { UploadOutlined } from '@ant-design/icons'
import { API_PREFIX } from '@spell/shared'
import { LEXICON_UPLOAD_PATH } from '@spell/shared/api/lexicon/admin-words'
import { Button, Input, Space, Upload } from 'antd'
import { useTranslation } from 'react-i18next'
import { feedback } from '../../../lib/feedback'
import { lexiconNs } from '../i18n'
import { ClipRecorder } from './clip-recorder'
import { uploadHeaders } from './upload-lexicon-file'

/**
 * A file address with an upload button (audio: mp3/wav, images: png/jpg), checked by the server. An
 * audio field can also be recorded with the microphone, and its clip is played back beneath it.
 */
export function MediaField({
  value,
  onChange,
  kind,
  label,
}: {
  value: string | null
  onChange: (url: string | null) => void
  kind: 'audio' | 'image'
  label: string
}) {
  const { t } = useTranslation(lexiconNs)
  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={label}
          placeholder={label}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || null)}
        />
        <Upload
          name="file"
          accept={kind === 'audio' ? '.mp3,.wav' : '.png,.jpg,.jpeg'}
          action={`${API_PREFIX}${LEXICON_UPLOAD_PATH}`}
          headers={uploadHeaders()}
          showUploadList={false}
          onChange={({ file }) => {
            if (file.status !== 'done' && file.status !== 'error') return
            const answer = file.response as
              | { code?: number; msg?: string; data?: { url: string } }
              | undefined
            if (answer?.code === 200 && answer.data) {
              onChange(answer.data.url)
              feedback()?.message.success(t('admin.uploaded'))
            } else feedback()?.message.error(answer?.msg ?? t('admin.upload'))
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('admin.upload')}</Button>
        </Upload>
        {kind === 'audio' && <ClipRecorder label={label} onRecorded={onChange} />}
      </Space.Compact>
      {kind === 'audio' && value && (
        // biome-ignore lint/a11y/useMediaCaption: a spoken word or sentence whose text is the field above
        <audio controls preload="none" src={value} aria-label={t('admin.clip.listen', { what: label })} />
      )}
    </div>
  )
}
