import { chooseTransfer } from '@spell/shared/api/orders/bank-transfer'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The school's unpaid order is to be paid by bank transfer; its transfer details come back. */
export function useChooseTransfer() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (orderNo: string) => callApi(chooseTransfer, { orderNo }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders', 'mine'] }),
  })
}
