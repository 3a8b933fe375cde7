import { type Progress, progressSchema } from '@spell/shared/api/exams/progress'
import { useEffect, useState } from 'react'
import { getSocket } from '../../../lib/socket'

interface PushedProgress {
  progress: Progress
  receivedAt: number
}

export interface ProgressPush {
  /** The latest progress the server pushed for this exam, if any. */
  pushed: PushedProgress | null
  /** The socket is connected and this page has joined the exam's room. */
  live: boolean
}

/**
 * Joins the exam's room on the site's socket (again after every reconnect) and keeps the progress it
 * pushes the moment the judge acts or a time boundary passes. When the socket is down the page lives on
 * the 1 s poll; `live` says which.
 */
export function useProgressPush(quizId: number): ProgressPush {
  const [pushed, setPushed] = useState<PushedProgress | null>(null)
  const [live, setLive] = useState(false)

  useEffect(() => {
    const socket = getSocket()
    let active = true
    const take = (payload: unknown) => {
      const parsed = progressSchema.safeParse(payload)
      if (!active || !parsed.success || parsed.data.quizId !== quizId) return
      setPushed({ progress: parsed.data, receivedAt: Date.now() })
    }
    const join = () => {
      socket.emit('exam.join', { quizId }, (answer) => {
        if (!active) return
        if ('data' in answer) {
          take(answer.data)
          setLive(true)
        } else setLive(false)
      })
    }
    const drop = () => setLive(false)
    setPushed(null)
    socket.on('exam.progress', take)
    socket.on('connect', join)
    socket.on('disconnect', drop)
    if (socket.connected) join()
    else socket.connect()
    return () => {
      active = false
      socket.off('exam.progress', take)
      socket.off('connect', join)
      socket.off('disconnect', drop)
    }
  }, [quizId])

  return { pushed, live }
}
