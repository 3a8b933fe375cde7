import { ResultCode } from '@spell/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { ApiError } from '../../../lib/request'
import { getSocket } from '../../../lib/socket'
import { answerFileName, buildAnswerFile, downloadAnswerFile } from '../answer-file'
import { createAnswerSender, type SendOutcome } from '../answer-sender'
import type { ExamKeys } from '../api/exam-keys'
import { progressBarKey } from '../api/query-progress-bar'
import { saveAnswerOverHttp } from '../api/save-answer'
import { createAnswerStore, type PendingAnswer, type RefusedAnswer } from '../pending-answers'
import { isTransportFailure } from './use-exam-progress'

const SAVE_TIMEOUT_MS = 8000
/** Pending answers are retried this often (plus up to half again, so a class does not retry in step). */
const RETRY_MS = 3000

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export interface AnswerSaver {
  /** Records a change of selection and sends it at once; returns it with its revision. */
  record: (question: { id: number; quizNumber: number }, userAnswer: string) => PendingAnswer | null
  /** Sends everything pending; true once the server has acknowledged all of it. */
  flush: () => Promise<boolean>
  pending: PendingAnswer[]
  refused: RefusedAnswer[]
  /** The last attempt could not reach the server. */
  unreachable: boolean
  /** Whether a send is under way. */
  busy: boolean
  latest: (questionId: number) => PendingAnswer | undefined
  /** Saves the unacknowledged (and refused) answers as a JSON file. */
  download: () => void
}

/**
 * Saves answers as the student gives them: each change gets a revision and is kept in localStorage
 * until acknowledged; it goes over the socket ('exam.save', acknowledged after the commit) when the
 * socket is connected, over HTTP (saveTheOnlineFormAnswer) otherwise. What could not be sent is resent
 * after a reconnect, when the browser comes back online, every few seconds, and after a reload.
 */
export function useAnswerSaver(input: {
  keys: ExamKeys
  quizId: number | null
  userId: number | null
  userName: string | null
  /** Server clock minus local clock (revisions start from the server's time). */
  offset: number
  onRefused?: (answer: PendingAnswer, reason: string) => void
}): AnswerSaver {
  const { keys, quizId, userId } = input
  const queryClient = useQueryClient()
  const [, redraw] = useReducer((n: number) => n + 1, 0)
  const [unreachable, setUnreachable] = useState(false)
  const latestInput = useRef(input)
  latestInput.current = input
  const keysJson = JSON.stringify(keys)

  const store = useMemo(
    () => (quizId && userId ? createAnswerStore(browserStorage(), quizId, userId) : null),
    [quizId, userId],
  )

  const sender = useMemo(() => {
    if (!store || !quizId) return null
    const examKeys = JSON.parse(keysJson) as ExamKeys
    let acknowledgedInRun = 0

    const send = async (answer: PendingAnswer): Promise<SendOutcome> => {
      const payload = {
        quizId,
        quizInfoId: answer.quizInfoId,
        userAnswer: answer.userAnswer,
        revision: answer.revision,
      }
      // The browser knows it is offline: no point waiting for a time-out.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'unreachable' }
      const socket = getSocket()
      if (socket.connected) {
        try {
          const reply = await socket.timeout(SAVE_TIMEOUT_MS).emitWithAck('exam.save', payload)
          if ('data' in reply) return { kind: 'acknowledged', revision: reply.data.revision }
          // An anonymous socket (connected before the login) cannot save: HTTP can.
          if (reply.error.code !== ResultCode.unauthorized) {
            return isTransportFailure(reply.error.code)
              ? { kind: 'unreachable' }
              : { kind: 'refused', reason: reply.error.msg }
          }
        } catch {
          // No acknowledgement in time: fall through to HTTP, which tells whether the server is there.
        }
      }
      try {
        const saved = await saveAnswerOverHttp({ ...examKeys, ...payload })
        return { kind: 'acknowledged', revision: saved.revision }
      } catch (error) {
        if (error instanceof ApiError && !isTransportFailure(error.code, error.status))
          return { kind: 'refused', reason: error.msg }
        return { kind: 'unreachable' }
      }
    }

    return createAnswerSender(store, send, {
      acknowledged: () => {
        acknowledgedInRun += 1
        setUnreachable(false)
      },
      refused: (answer, reason) => latestInput.current.onRefused?.(answer, reason),
      unreachable: () => setUnreachable(true),
      settled: () => {
        if (acknowledgedInRun > 0) {
          void queryClient.invalidateQueries({ queryKey: progressBarKey(quizId) })
          void queryClient.invalidateQueries({ queryKey: ['exam', 'answerGroups', quizId] })
        }
        acknowledgedInRun = 0
        redraw()
      },
    })
  }, [store, quizId, keysJson, queryClient])

  const flush = useCallback(async () => {
    if (!sender) return false
    const promise = sender.flush()
    redraw()
    return promise
  }, [sender])

  // Resend what an earlier page left (a reload), on every reconnect, when the browser is back online,
  // and every few seconds while anything is pending.
  useEffect(() => {
    if (!sender || !store) return
    const retry = () => {
      if (store.pending().length > 0 && !sender.busy) void flush()
    }
    retry()
    const socket = getSocket()
    socket.on('connect', retry)
    window.addEventListener('online', retry)
    let timer: ReturnType<typeof setTimeout>
    const schedule = () => {
      timer = setTimeout(
        () => {
          retry()
          schedule()
        },
        RETRY_MS * (1 + Math.random() / 2),
      )
    }
    schedule()
    return () => {
      socket.off('connect', retry)
      window.removeEventListener('online', retry)
      clearTimeout(timer)
    }
  }, [sender, store, flush])

  const record = useCallback(
    (question: { id: number; quizNumber: number }, userAnswer: string) => {
      if (!store) return null
      const localNow = Date.now()
      const answer = store.record(
        question.id,
        userAnswer,
        { localNow, serverNow: localNow + latestInput.current.offset },
        question.quizNumber,
      )
      void flush()
      return answer
    },
    [store, flush],
  )

  const download = useCallback(() => {
    if (!store || !quizId || !userId) return
    const now = Date.now()
    const file = buildAnswerFile({
      quizId,
      userId,
      userName: latestInput.current.userName,
      pending: store.pending(),
      refused: store.refused(),
      now,
    })
    downloadAnswerFile(file, answerFileName(quizId, userId, now))
  }, [store, quizId, userId])

  return {
    record,
    flush,
    pending: store?.pending() ?? [],
    refused: store?.refused() ?? [],
    unreachable,
    busy: sender?.busy ?? false,
    latest: (questionId) => store?.latest(questionId),
    download,
  }
}
