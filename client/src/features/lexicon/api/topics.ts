import { characterTopics } from '@spell/shared'
import { getSysDictDataList } from '@spell/shared/api/system/dictionaries'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The c_topic dictionary (topic labels of characters); the shared copy serves until it arrives. */
const topicsQueryOptions = () =>
  queryOptions({
    queryKey: ['dict', 'c_topic'],
    queryFn: ({ signal }) => callApi(getSysDictDataList, { dictType: 'c_topic' }, { signal, silent: true }),
    staleTime: 60 * 60_000,
    placeholderData: characterTopics.map((t, i) => ({
      dictType: 'c_topic',
      dictValue: t.value,
      dictLabel: t.label.zh,
      dictLabelEn: t.label.en,
      dictSort: i + 1,
    })),
  })

export const useTopics = () => useQuery(topicsQueryOptions())
