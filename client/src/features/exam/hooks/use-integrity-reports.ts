import { CLOCK_JUMP_MS, INTEGRITY_BATCH_MAX, type IntegrityEvent } from '@spell/shared/api/exams/integrity'
import { useEffect, useRef } from 'react'
import { ApiError } from '../../../lib/request'
import { getSocket } from '../../../lib/socket'
import { reportIntegrityOverHttp } from '../api/report-integrity'
import { isTransportFailure } from './use-exam-progress'

/** Signals that come together (a tab switch is a blur and a hide) leave in one report, this long after. */
const GATHER_MS = 500
/** A report at most this often; after a failed one, the next try this much later. */
const EVERY_MS = 2000
const RETRY_MS = 5000
const ACK_TIMEOUT_MS = 5000

/**
 * Tells the server, while the exam runs, when this page is hidden, loses the focus, leaves full
 * screen (only after having been in it: the exam does not ask for full screen) or finds its clock
 * offset to the server moved by more than a few seconds. Signals wait in memory, at most one batch
 * of them, and leave a few at a time over the socket (over HTTP while it is down); a signal that cannot
 * be sent is dropped rather than held up. Nothing here touches answering.
 */
export function useIntegrityReports(input: { quizId: number; active: boolean; clockOffsetMs: number }) {
  const { quizId, active } = input
  const queue = useRef<IntegrityEvent[]>([])
  const offset = useRef(input.clockOffsetMs)
  offset.current = input.clockOffsetMs
  // Read when a signal comes, so the page's re-renders never cancel a report on its way.
  const running = useRef(active)
  running.current = active
  const sender = useRef<{ note: (kind: IntegrityEvent['kind'], detail?: string) => void } | null>(null)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let sending = false
    let lastSent = 0
    let disposed = false

    const send = async () => {
      timer = undefined
      if (sending || disposed || queue.current.length === 0) return
      sending = true
      lastSent = Date.now()
      const events = queue.current.slice(0, INTEGRITY_BATCH_MAX)
      let delivered: boolean
      try {
        const socket = getSocket()
        if (socket.connected) {
          // Any answer, even a refusal, settles the batch; only silence keeps it for another try.
          await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('exam.integrity', { quizId, events })
          delivered = true
        } else {
          await reportIntegrityOverHttp({ quizId, events })
          delivered = true
        }
      } catch (error) {
        // The server's refusal settles it too; only no answer at all is tried again.
        delivered = error instanceof ApiError && !isTransportFailure(error.code, error.status)
      } finally {
        sending = false
      }
      if (delivered) queue.current = queue.current.filter((event) => !events.includes(event))
      if (queue.current.length > 0 && !disposed) schedule(delivered ? EVERY_MS : RETRY_MS)
    }

    const schedule = (ms: number) => {
      if (timer === undefined) timer = setTimeout(() => void send(), ms)
    }

    const note = (kind: IntegrityEvent['kind'], detail = '') => {
      if (!running.current || queue.current.length >= INTEGRITY_BATCH_MAX) return
      // The offset is fractional; the server takes whole milliseconds.
      queue.current.push({ kind, at: Math.round(Date.now() + offset.current), detail })
      schedule(Math.max(GATHER_MS, lastSent + EVERY_MS - Date.now()))
    }
    sender.current = { note }

    let wasFullscreen = document.fullscreenElement !== null
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') note('hidden')
    }
    const onBlur = () => note('blur')
    const onFullscreen = () => {
      const now = document.fullscreenElement !== null
      if (wasFullscreen && !now) note('fullscreenExit')
      wasFullscreen = now
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('blur', onBlur)
    document.addEventListener('fullscreenchange', onFullscreen)
    // Whatever is waiting is worth one more try when the connection comes back.
    const onOnline = () => schedule(GATHER_MS)
    window.addEventListener('online', onOnline)
    return () => {
      disposed = true
      sender.current = null
      if (timer !== undefined) clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('blur', onBlur)
      document.removeEventListener('fullscreenchange', onFullscreen)
      window.removeEventListener('online', onOnline)
    }
  }, [quizId])

  // The offset is first measured when the first progress arrives; a jump is a later change that large.
  const measured = useRef<number | null>(null)
  const initial = useRef(input.clockOffsetMs)
  useEffect(() => {
    const current = input.clockOffsetMs
    if (measured.current === null) {
      if (current !== initial.current) measured.current = current
      return
    }
    const previous = measured.current
    measured.current = current
    if (Math.abs(current - previous) > CLOCK_JUMP_MS)
      sender.current?.note('clockJump', `${Math.round(previous)} ms → ${Math.round(current)} ms`)
  }, [input.clockOffsetMs])
}
