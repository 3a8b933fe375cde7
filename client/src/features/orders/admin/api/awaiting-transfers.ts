import { listAwaitingTransfers } from '@spell/shared/api/orders/admin-transfers'
import { useQuery } from '@tanstack/react-query'
import { currentLang } from '../../../../i18n'
import { callApi } from '../../../../lib/request'

/** Everything a matched transfer changes: the awaiting and matched lists, the treasury. */
export const transfersKey = ['admin', 'transfers'] as const

/** The orders awaiting their transfer, of one season or all. */
export const useAwaitingTransfers = (season: number | undefined) =>
  useQuery({
    queryKey: [...transfersKey, 'awaiting', season, currentLang()],
    queryFn: ({ signal }) => callApi(listAwaitingTransfers, { season }, { signal }),
  })
