import { saveWriting, writingHistory } from '@spell/shared/api/lexicon/writing'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const historyKey = (cword: string) => ['lexicon', 'writing', cword]

/** The student's latest "Write it" attempts at one character. */
export const useWritingHistory = (cword: string) =>
  useQuery({
    queryKey: historyKey(cword),
    queryFn: ({ signal }) => callApi(writingHistory, { cword }, { signal }),
  })

/** Keeps a finished attempt in the student's history. */
export function useSaveWriting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (attempt: { cword: string; strokeMistakes: number[] }) => callApi(saveWriting, attempt),
    onSuccess: (record) => void queryClient.invalidateQueries({ queryKey: historyKey(record.cword) }),
  })
}
