import { getCWordList, WORD_LIST_PAGE_SIZE } from '@spell/shared/api/lexicon/words'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/**
 * The directory, one letter at a time (a twentieth of the lexicon), or the characters a search finds;
 * `seq` stays the position in the whole lexicon either way.
 */
const wordListQueryOptions = (productType: number | undefined, search: string, letter?: string) =>
  queryOptions({
    queryKey: ['lexicon', 'list', productType ?? null, search, search ? null : (letter ?? null)],
    queryFn: ({ signal }) =>
      callApi(
        getCWordList,
        {
          productType,
          pageNum: 1,
          pageSize: WORD_LIST_PAGE_SIZE,
          CWord: search || undefined,
          firstLetter: search ? undefined : letter,
        },
        { signal },
      ),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })

/** The words of one letter, or of a search (every letter); without either, the whole lexicon. */
export const useWordList = (productType: number | undefined, search: string, letter?: string) =>
  useQuery(wordListQueryOptions(productType, search, letter))

/** How many characters the lexicon has (the font page steps through them): a one-entry page's total. */
export const useWordCount = (productType: number | undefined) =>
  useQuery({
    queryKey: ['lexicon', 'count', productType ?? null],
    queryFn: ({ signal }) => callApi(getCWordList, { productType, pageNum: 1, pageSize: 1 }, { signal }),
    staleTime: 5 * 60_000,
    select: (page) => page.total,
  })
