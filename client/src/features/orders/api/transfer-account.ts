import { getTransferAccount } from '@spell/shared/api/orders/bank-transfer'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The committee's account when the site takes bank transfers (asked for a school only); it does not change while the server runs. */
export const useTransferAccount = (school: boolean) =>
  useQuery({
    queryKey: ['orders', 'transferAccount'],
    queryFn: ({ signal }) => callApi(getTransferAccount, {}, { signal, silent: true }),
    enabled: school,
    staleTime: Number.POSITIVE_INFINITY,
  })
