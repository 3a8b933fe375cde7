import { saveWriting, writingHistory } from '@spell/shared/api/lexicon/writing'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const historyKey = (cword: string) => ['lexicon', 'writing', cword]

/** The student's latest "Write it" attempts at one character. */
export const useWritingHistory = (cword: string) =>
  useQuery({
    queryKey: historyKey(cword),
    queryFn: ({ signal }) => callApi(writingHistory, { cword }, { signal }),
  })

/** Has the server grade a finished attempt from its strokes and keep it in the student's history. */
export function useSaveWriting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (attempt: { cword: string; strokes: Strokes }) => callApi(saveWriting, attempt),
    onSuccess: (record) => void queryClient.invalidateQueries({ queryKey: historyKey(record.cword) }),
  })
}
