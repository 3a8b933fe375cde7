import type { CallInput } from '@spell/shared'
import { saveAddressAllowance } from '@spell/shared/api/admin/address-allowances'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import { addressAllowancesKey } from './list-address-allowances'

const save = (input: CallInput<typeof saveAddressAllowance>) => callApi(saveAddressAllowance, input)

export function useSaveAddressAllowance() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressAllowancesKey }),
  })
}
