import { listAddressAllowances } from '@spell/shared/api/admin/address-allowances'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

export const addressAllowancesKey = ['admin', 'addressAllowances'] as const

const addressAllowancesQueryOptions = () =>
  queryOptions({
    queryKey: addressAllowancesKey,
    queryFn: ({ signal }) => callApi(listAddressAllowances, {}, { signal }),
  })

export const useAddressAllowances = () => useQuery(addressAllowancesQueryOptions())
