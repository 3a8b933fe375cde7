import type { CallInput } from '@spell/shared'
import { sendJudgeCommand } from '@spell/shared/api/exams/judge-calls'
import type { Progress } from '@spell/shared/api/exams/progress'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import { judgeExamKey } from './get-judge-exam'
import { judgeExamsKey } from './list-judge-exams'

export type JudgeCommand = CallInput<typeof sendJudgeCommand>

export interface TimedProgress {
  progress: Progress
  sentAt: number
  receivedAt: number
}

/**
 * One press: start, next or end, with the index the judge saw. Not silent: a stale or doubled press
 * (4009 exam.staleCommand) or a lost control shows the server's message; either way the exam is read
 * again at once so the page shows where it really stands.
 */
export function useSendJudgeCommand() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (command: JudgeCommand): Promise<TimedProgress> => {
      const sentAt = Date.now()
      const progress = await callApi(sendJudgeCommand, command)
      return { progress, sentAt, receivedAt: Date.now() }
    },
    onSettled: (_data, _error, command) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: judgeExamKey(Number(command.quizId)) }),
        queryClient.invalidateQueries({ queryKey: judgeExamsKey }),
      ]),
  })
}
