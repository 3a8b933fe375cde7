import { useSyncExternalStore } from 'react'

/**
 * One audio element for the whole lexicon: playing a clip stops the one before (only one plays at a
 * time) and the playing key clears when the clip ends. Components read which key is playing.
 */
let audio: HTMLAudioElement | null = null
let playingKey: string | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}
const setPlaying = (key: string | null) => {
  playingKey = key
  notify()
}

function element() {
  if (!audio) {
    audio = new Audio()
    audio.preload = 'auto'
    audio.addEventListener('ended', () => setPlaying(null))
    audio.addEventListener('error', () => setPlaying(null))
  }
  return audio
}

export function stopAudio() {
  if (audio && !audio.paused) audio.pause()
  setPlaying(null)
}

/** Plays `url` under `key`; pressing the playing key again stops it. */
export function toggleAudio(key: string, url: string) {
  const player = element()
  if (playingKey === key) {
    stopAudio()
    return
  }
  player.pause()
  player.src = url
  player.currentTime = 0
  setPlaying(key)
  player.play().catch(() => {
    if (playingKey === key) setPlaying(null)
  })
}

export function usePlayingKey() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => playingKey,
  )
}
