import { API_PREFIX } from '@spell/shared'
import { type InvoiceRequestInput, requestInvoice } from '@spell/shared/api/orders/invoice-request'
import { getMyInvoices, INVOICE_FILE_PATH } from '@spell/shared/api/orders/my-invoices'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { currentLang } from '../../../i18n'
import { getToken } from '../../../lib/auth-storage'
import { callApi } from '../../../lib/request'

const key = ['orders', 'invoices'] as const

/** The user's invoice requests, by order number. */
export const useMyInvoices = () =>
  useQuery({
    queryKey: [...key, currentLang()],
    queryFn: ({ signal }) => callApi(getMyInvoices, {}, { signal }),
    select: (list) => new Map(list.map((invoice) => [invoice.orderNo, invoice])),
  })

export function useRequestInvoice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: InvoiceRequestInput) => callApi(requestInvoice, input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  })
}

/** Saves the order's e-invoice (the call needs the Authorization header, so not a plain link). */
export async function downloadInvoice(orderNo: string) {
  const response = await fetch(`${API_PREFIX}${INVOICE_FILE_PATH}?orderNo=${encodeURIComponent(orderNo)}`, {
    headers: { authorization: getToken() ?? '', 'accept-language': currentLang() },
  })
  const type = response.headers.get('content-type') ?? ''
  if (!/application\/(pdf|ofd)/.test(type)) throw new Error('no invoice file')
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `invoice-${orderNo}.${type.includes('ofd') ? 'ofd' : 'pdf'}`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
