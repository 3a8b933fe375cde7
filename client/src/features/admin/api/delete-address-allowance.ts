import { deleteAddressAllowance } from '@spell/shared/api/admin/address-allowances'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import { addressAllowancesKey } from './list-address-allowances'

const remove = (id: number) => callApi(deleteAddressAllowance, { id })

export function useDeleteAddressAllowance() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressAllowancesKey }),
  })
}
