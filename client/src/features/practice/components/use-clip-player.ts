import type { AudioKind } from '@spell/engine'
import { useEffect, useRef } from 'react'

/**
 * Plays the clip the practice machine names, one at a time; reports its end (or a clip that cannot
 * play) so the machine moves along its chain. `nonce` replays a clip the student pressed again.
 */
export function useClipPlayer(
  playing: AudioKind | null,
  urls: Partial<Record<AudioKind, string | null>>,
  nonce: string,
  onEnded: () => void,
) {
  const audio = useRef<HTMLAudioElement | null>(null)
  const ended = useRef(onEnded)
  ended.current = onEnded
  const clips = useRef(urls)
  clips.current = urls

  useEffect(() => {
    audio.current ??= new Audio()
    const player = audio.current
    player.pause()
    if (!playing || !nonce) return
    const url = clips.current[playing]
    if (!url) {
      ended.current()
      return
    }
    const finish = () => ended.current()
    player.src = url
    player.currentTime = 0
    player.addEventListener('ended', finish, { once: true })
    player.play().catch(finish)
    return () => {
      player.removeEventListener('ended', finish)
      player.pause()
    }
  }, [playing, nonce])

  useEffect(() => () => audio.current?.pause(), [])
}
