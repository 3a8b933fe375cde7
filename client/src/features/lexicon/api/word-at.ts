import { getCWordInfoGroupList } from '@spell/shared/api/lexicon/words'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The entry at position p of the lexicon (the dictionary page's previous/next step through these). */
const wordAtQueryOptions = (productType: number | undefined, position: number) =>
  queryOptions({
    queryKey: ['lexicon', 'entry', productType ?? null, position],
    queryFn: ({ signal }) =>
      callApi(getCWordInfoGroupList, { productType, pageNum: position, pageSize: 1 }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })

export const useWordAt = (productType: number | undefined, position: number) =>
  useQuery(wordAtQueryOptions(productType, position))
