import { PauseCircleFilled, SoundFilled } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { RoundButton } from '../../../components/round-button'
import { feedback } from '../../../lib/feedback'
import { lexiconNs } from '../i18n'
import { toggleAudio, usePlayingKey } from './single-audio'

/** A round play button; without a clip it warns 暂无内容 / "Not yet available" instead of playing. */
export function PlayButton({
  audioKey,
  url,
  label,
  size = 'middle',
}: {
  audioKey: string
  url: string | null | undefined
  label: string
  size?: 'small' | 'middle' | 'large'
}) {
  const { t } = useTranslation(lexiconNs)
  const playing = usePlayingKey() === audioKey
  return (
    <RoundButton
      size={size}
      variant={playing ? 'primary' : 'default'}
      aria-label={playing ? t('stop') : t('play', { what: label })}
      aria-pressed={playing}
      data-playing={playing ? 'true' : undefined}
      icon={playing ? <PauseCircleFilled aria-hidden /> : <SoundFilled aria-hidden />}
      onClick={() => {
        if (!url) {
          feedback()?.message.warning({ content: t('audioMissing'), key: 'lexicon.noAudio' })
          return
        }
        toggleAudio(audioKey, url)
      }}
    />
  )
}
