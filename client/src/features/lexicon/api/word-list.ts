import { getCWordList, WORD_LIST_PAGE_SIZE } from '@spell/shared/api/lexicon/words'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The whole directory at once, as the specification's client asks (pageSize 100000); filtered by search. */
const wordListQueryOptions = (productType: number | undefined, search: string) =>
  queryOptions({
    queryKey: ['lexicon', 'list', productType ?? null, search],
    queryFn: ({ signal }) =>
      callApi(
        getCWordList,
        { productType, pageNum: 1, pageSize: WORD_LIST_PAGE_SIZE, CWord: search || undefined },
        { signal },
      ),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })

export const useWordList = (productType: number | undefined, search: string) =>
  useQuery(wordListQueryOptions(productType, search))
