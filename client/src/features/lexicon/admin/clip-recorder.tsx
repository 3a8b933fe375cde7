import { AudioOutlined, StopOutlined } from '@ant-design/icons'
import { LEXICON_CLIP_MAX_SECONDS } from '@spell/shared/api/lexicon/admin-words'
import { Button } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { feedback } from '../../../lib/feedback'
import { lexiconNs } from '../i18n'
import { uploadLexiconFile } from './upload-lexicon-file'
import { recordingToWav } from './wav-encode'

type State = { step: 'idle' } | { step: 'recording'; seconds: number } | { step: 'saving' }

const canRecord = () =>
  typeof window !== 'undefined' && 'MediaRecorder' in window && Boolean(navigator.mediaDevices?.getUserMedia)

/**
 * Records a clip with the computer's microphone (MediaRecorder), stops at the press of the button or
 * at the longest clip allowed, and uploads it as WAV; the server checks it like any upload and the
 * field takes its URL. Browsers without a microphone API show no button.
 */
export function ClipRecorder({ label, onRecorded }: { label: string; onRecorded: (url: string) => void }) {
  const { t } = useTranslation(lexiconNs)
  const [state, setState] = useState<State>({ step: 'idle' })
  const recorder = useRef<MediaRecorder | null>(null)

  // Leaving the page mid-recording releases the microphone.
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop()
    },
    [],
  )

  if (!canRecord()) return null

  const start = async () => {
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch {
      feedback()?.message.error(t('admin.clip.noMicrophone'))
      return
    }
    const chunks: Blob[] = []
    const media = new MediaRecorder(stream)
    recorder.current = media
    const started = Date.now()
    const tick = window.setInterval(() => {
      const seconds = Math.floor((Date.now() - started) / 1000)
      if (seconds >= LEXICON_CLIP_MAX_SECONDS && media.state === 'recording') media.stop()
      else setState({ step: 'recording', seconds })
    }, 250)
    media.ondataavailable = (event) => chunks.push(event.data)
    media.onstop = async () => {
      window.clearInterval(tick)
      for (const track of stream.getTracks()) track.stop()
      recorder.current = null
      setState({ step: 'saving' })
      try {
        const wav = await recordingToWav(new Blob(chunks, { type: media.mimeType }))
        const url = await uploadLexiconFile(wav, 'recording.wav')
        onRecorded(url)
        feedback()?.message.success(t('admin.clip.recorded'))
      } catch (error) {
        feedback()?.message.error((error as Error).message || t('admin.clip.failed'))
      } finally {
        setState({ step: 'idle' })
      }
    }
    media.start()
    setState({ step: 'recording', seconds: 0 })
  }

  if (state.step === 'recording')
    return (
      <Button danger icon={<StopOutlined aria-hidden />} onClick={() => recorder.current?.stop()}>
        {t('admin.clip.stop', { seconds: state.seconds, max: LEXICON_CLIP_MAX_SECONDS })}
      </Button>
    )
  return (
    <Button
      icon={<AudioOutlined aria-hidden />}
      loading={state.step === 'saving'}
      aria-label={t('admin.clip.recordFor', { what: label })}
      onClick={() => void start()}
    >
      {t('admin.clip.record')}
    </Button>
  )
}
