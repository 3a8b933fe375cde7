import {
  BILL_IMPORT_PATH,
  type BillProvider,
  fetchBill,
  getReconciliation,
  type Reconciliation,
  settleFromBill,
} from '@spell/shared/api/orders/reconciliation'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { currentLang } from '../../../../i18n'
import { callApi } from '../../../../lib/request'
import { postForm } from './post-form'

const key = ['admin', 'reconciliation'] as const

export const useReconciliation = (provider: BillProvider, date: string) =>
  useQuery({
    queryKey: [...key, provider, date, currentLang()],
    queryFn: ({ signal }) => callApi(getReconciliation, { provider, date }, { signal }),
  })

/** Fetches the day's bill from the provider, or imports a file the committee downloaded itself. */
export function useRunReconciliation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { provider: BillProvider; date: string; file?: File }) => {
      if (!input.file)
        return callApi(fetchBill, { provider: input.provider, date: input.date }, { timeoutMs: 90_000 })
      const form = new FormData()
      form.set('provider', input.provider)
      form.set('date', input.date)
      form.set('file', input.file)
      return postForm<Reconciliation>(BILL_IMPORT_PATH, form)
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}

export function useSettleFromBill() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { provider: BillProvider; orderNo: string }) => callApi(settleFromBill, input),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}
