import { API_PREFIX } from '@spell/shared'
import { applyRefund, getMyOrders } from '@spell/shared/api/orders/my-orders'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { currentLang } from '../../../i18n'
import { getToken } from '../../../lib/auth-storage'
import { callApi } from '../../../lib/request'

const key = ['orders', 'mine'] as const

export const useMyOrders = () =>
  useQuery({
    queryKey: [...key, currentLang()],
    queryFn: ({ signal }) => callApi(getMyOrders, {}, { signal }),
  })

export function useApplyRefund() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { orderNo: string; reason: string }) => callApi(applyRefund, input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  })
}

/** Downloads the PDF receipt (the call needs the Authorization header, so not a plain link). */
export async function downloadReceipt(orderNo: string) {
  const response = await fetch(`${API_PREFIX}/order/receipt?orderNo=${encodeURIComponent(orderNo)}`, {
    headers: { authorization: getToken() ?? '' },
  })
  if (!response.headers.get('content-type')?.includes('application/pdf')) throw new Error('no receipt')
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `receipt-${orderNo}.pdf`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
