import type { CallInput } from '@spell/shared'
import { getUserAddressDefault, saveUserAddress } from '@spell/shared/api/school-console/paper-apply'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const key = ['orders', 'defaultAddress'] as const

export const useDefaultAddress = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => callApi(getUserAddressDefault, {}, { signal }) })

export function useSaveAddress() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof saveUserAddress>) => callApi(saveUserAddress, input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  })
}
