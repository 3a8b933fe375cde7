import {
  adminGetWord,
  adminSaveWord,
  adminSearchWords,
  type WordEdit,
} from '@spell/shared/api/lexicon/admin-words'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

export const useAdminWordSearch = (search: string) =>
  useQuery({
    queryKey: ['admin', 'lexicon', 'search', search],
    queryFn: ({ signal }) => callApi(adminSearchWords, { CWord: search || undefined }, { signal }),
    placeholderData: keepPreviousData,
  })

export const useAdminWord = (id: number | null) =>
  useQuery({
    queryKey: ['admin', 'lexicon', 'word', id],
    queryFn: ({ signal }) => callApi(adminGetWord, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
    staleTime: 0,
  })

/** Saving changes what students read: the lexicon's cached pages are dropped. */
export function useSaveWord() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: WordEdit) => callApi(adminSaveWord, edit),
    onSuccess: (entry) => {
      queryClient.setQueryData(['admin', 'lexicon', 'word', entry.id], entry)
      void queryClient.invalidateQueries({ queryKey: ['lexicon'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'lexicon', 'search'] })
    },
  })
}
