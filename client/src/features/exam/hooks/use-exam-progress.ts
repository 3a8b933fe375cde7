import { ResultCode } from '@spell/shared'
import { PROGRESS_POLL_MS, type Progress, progressSchema } from '@spell/shared/api/exams/progress'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../lib/request'
import { getSocket } from '../../../lib/socket'
import { fetchProgress } from '../api/get-progress'

/**
 * How progress reaches the page: pushed over the socket (joined to the exam's room), polled over HTTP
 * each second while the socket is not connected, or neither for now (the network is gone).
 */
export type ExamLink = 'connecting' | 'socket' | 'poll' | 'offline'

/** One progress as received: with the local time it arrived, and when its request left (a poll, a join). */
export interface ProgressSample {
  progress: Progress
  receivedAt: number
  sentAt?: number
}

export interface ExamProgressState {
  link: ExamLink
  /** The server refused this student the exam (not enrolled, outside its window…). */
  refusal: { code: number; msg: string } | null
}

const JOIN_TIMEOUT_MS = 5000

/** This page load's name when it joins: the server tells a reconnection from a second tab or device. */
const pageTabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** Codes that mean "no answer came": the page keeps trying. Anything else is the server's refusal. */
export const isTransportFailure = (code: number, status = 200) =>
  status === 0 ||
  code === ResultCode.unavailable ||
  code === ResultCode.serverError ||
  code === ResultCode.unauthorized

/**
 * The live progress of one exam, handed to `onSample` as it arrives. The socket joins the exam's room
 * ('exam.join' answers the current progress) and receives every 'exam.progress' push; whenever it is
 * not connected (or the join failed) the page polls getProgress every second by itself, and stops
 * polling once joined again. Each sample carries its local receipt time (and the request's departure),
 * from which the machine measures the clock offset.
 */
export function useExamProgress(
  quizId: number | null,
  onSample: (sample: ProgressSample) => void,
): ExamProgressState {
  const [state, setState] = useState<ExamProgressState>({ link: 'connecting', refusal: null })
  const latestServerNow = useRef(0)
  const handler = useRef(onSample)
  handler.current = onSample

  useEffect(() => {
    if (!quizId) return
    let disposed = false
    let joined = false
    let joining = false
    let polling = false
    const controller = new AbortController()
    const socket = getSocket()

    const apply = (progress: Progress, link: ExamLink, sentAt?: number) => {
      if (disposed || progress.quizId !== quizId) return
      setState((current) =>
        current.link === link && current.refusal === null ? current : { link, refusal: null },
      )
      // An answer computed earlier than one already shown (a slow poll) must not move the page back.
      if (progress.serverNow < latestServerNow.current) return
      latestServerNow.current = progress.serverNow
      handler.current({ progress, receivedAt: Date.now(), ...(sentAt !== undefined && { sentAt }) })
    }

    const setLink = (link: ExamLink) => {
      if (!disposed) setState((current) => (current.link === link ? current : { ...current, link }))
    }

    const refuse = (code: number, msg: string) => {
      if (!disposed) setState((current) => ({ ...current, refusal: { code, msg } }))
    }

    const join = () => {
      const sentAt = Date.now()
      joining = true
      socket.timeout(JOIN_TIMEOUT_MS).emit('exam.join', { quizId, tabId: pageTabId }, (error, answer) => {
        joining = false
        if (disposed || error || !socket.connected) return
        if ('error' in answer) {
          // The socket may have connected before the login (anonymous): the poll's HTTP call tells.
          if (!isTransportFailure(answer.error.code)) refuse(answer.error.code, answer.error.msg)
          return
        }
        joined = true
        apply(answer.data, 'socket', sentAt)
      })
    }

    const onPush = (payload: unknown) => {
      const progress = progressSchema.safeParse(payload)
      if (progress.success) apply(progress.data, 'socket')
    }

    const onDisconnect = () => {
      joined = false
      setLink('poll')
    }

    const poll = async () => {
      // Connected: the join's answer (or its time-out) decides; only then does polling take over.
      if (joined || joining || polling || disposed) return
      polling = true
      const sentAt = Date.now()
      try {
        const progress = await fetchProgress(quizId, controller.signal)
        // The socket may have joined while the poll was on its way: the push is as fresh.
        apply(progress, joined ? 'socket' : 'poll', sentAt)
      } catch (error) {
        if (disposed) return
        if (error instanceof ApiError && !isTransportFailure(error.code, error.status))
          refuse(error.code, error.msg)
        else if (!joined) setLink('offline')
      } finally {
        polling = false
      }
    }

    // The browser says the network is gone (or back) before any time-out could.
    const onOffline = () => setLink('offline')
    const onOnline = () => {
      if (joined) setLink('socket')
      else void poll()
    }

    socket.on('connect', join)
    socket.on('disconnect', onDisconnect)
    socket.on('exam.progress', onPush)
    window.addEventListener('offline', onOffline)
    window.addEventListener('online', onOnline)
    if (socket.connected) join()
    else socket.connect()
    void poll()
    const timer = setInterval(() => void poll(), PROGRESS_POLL_MS)

    return () => {
      disposed = true
      controller.abort()
      clearInterval(timer)
      socket.off('connect', join)
      socket.off('disconnect', onDisconnect)
      socket.off('exam.progress', onPush)
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('online', onOnline)
    }
  }, [quizId])

  return state
}
