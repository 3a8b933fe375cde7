import type { CallInput } from '@spell/shared'
import { recordTransfer } from '@spell/shared/api/orders/admin-transfers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../../lib/request'
import { transfersKey } from './awaiting-transfers'

/** One transfer recorded against the order awaiting it; the lists and the treasury are read again. */
export function useRecordTransfer() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof recordTransfer>) => callApi(recordTransfer, input),
    onSuccess: () => client.invalidateQueries({ queryKey: transfersKey }),
  })
}
