import { PauseCircleFilled, SoundFilled } from '@ant-design/icons'
import { Button } from 'antd'
import { feedback } from '../../../lib/feedback'
import { useLexiconText } from '../content'
import { toggleAudio, usePlayingKey } from './single-audio'

/** A round play button; without a clip it warns 暂无内容 / "No content yet" instead of playing. */
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
  const text = useLexiconText()
  const playing = usePlayingKey() === audioKey
  return (
    <Button
      shape="circle"
      size={size}
      type={playing ? 'primary' : 'default'}
      aria-label={playing ? text.stop : text.play(label)}
      aria-pressed={playing}
      data-playing={playing ? 'true' : undefined}
      icon={playing ? <PauseCircleFilled aria-hidden /> : <SoundFilled aria-hidden />}
      onClick={() => {
        if (!url) {
          feedback()?.message.warning({ content: text.audioMissing, key: 'lexicon.noAudio' })
          return
        }
        toggleAudio(audioKey, url)
      }}
    />
  )
}
