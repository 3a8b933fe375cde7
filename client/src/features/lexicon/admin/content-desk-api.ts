import {
  adminExportLexicon,
  adminImportLexicon,
  adminLexiconCoverage,
  adminReviewQueue,
  adminReviewWord,
} from '@spell/shared/api/lexicon/content-desk'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { saveDownload } from '../../../lib/file-transfer'
import { callApi } from '../../../lib/request'

const deskKey = ['admin', 'lexicon', 'desk'] as const

export const useLexiconCoverage = () =>
  useQuery({
    queryKey: [...deskKey, 'coverage'],
    queryFn: ({ signal }) => callApi(adminLexiconCoverage, {}, { signal }),
  })

export const useReviewQueue = (pageNum: number) =>
  useQuery({
    queryKey: [...deskKey, 'review', pageNum],
    queryFn: ({ signal }) => callApi(adminReviewQueue, { pageNum }, { signal }),
    placeholderData: keepPreviousData,
  })

/** Approving, hiding or importing changes the counts, the queue and what students read. */
function useRefresh() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: deskKey })
    void queryClient.invalidateQueries({ queryKey: ['lexicon'] })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'lexicon', 'search'] })
  }
}

export function useReviewWord() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (input: { id: number; reviewed: boolean }) => callApi(adminReviewWord, input),
    onSuccess: refresh,
  })
}

export function useImportLexicon() {
  const refresh = useRefresh()
  return useMutation({
    // Silent: the desk lists every bad row itself.
    mutationFn: (content: string) => callApi(adminImportLexicon, { content }, { silent: true }),
    onSuccess: refresh,
  })
}

export async function downloadLexicon() {
  saveDownload(await callApi(adminExportLexicon, {}))
}
