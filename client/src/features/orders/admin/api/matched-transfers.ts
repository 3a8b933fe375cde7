import { listMatchedTransfers } from '@spell/shared/api/orders/admin-transfers'
import { useQuery } from '@tanstack/react-query'
import { currentLang } from '../../../../i18n'
import { callApi } from '../../../../lib/request'
import { transfersKey } from './awaiting-transfers'

/** The transfers recorded so far, newest first. */
export const useMatchedTransfers = (season: number | undefined) =>
  useQuery({
    queryKey: [...transfersKey, 'matched', season, currentLang()],
    queryFn: ({ signal }) => callApi(listMatchedTransfers, { season }, { signal }),
  })
