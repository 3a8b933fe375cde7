import { getJudgeIntegrity } from '@spell/shared/api/exams/integrity'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { callApi } from '../../../lib/request'
import { getSocket } from '../../../lib/socket'

/** Read again this often even without a push (the push may be lost while the socket is down). */
const REFRESH_MS = 5000

const judgeIntegrityKey = (quizId: number) => ['judge', 'integrity', quizId] as const

const judgeIntegrityQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: judgeIntegrityKey(quizId),
    queryFn: ({ signal }) => callApi(getJudgeIntegrity, { quizId }, { signal, silent: true }),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: true,
  })

/**
 * The exam's integrity signals per student, read again the moment the server says there are new ones
 * ('judge.integrity' to the exam's judges, whose page has joined its room) and every few seconds.
 */
export function useJudgeIntegrity(quizId: number) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = getSocket()
    const refresh = (notice: { quizId: number }) => {
      if (notice.quizId === quizId)
        void queryClient.invalidateQueries({ queryKey: judgeIntegrityKey(quizId) })
    }
    socket.on('judge.integrity', refresh)
    return () => {
      socket.off('judge.integrity', refresh)
    }
  }, [quizId, queryClient])
  return useQuery(judgeIntegrityQueryOptions(quizId))
}
