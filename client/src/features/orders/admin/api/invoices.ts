import {
  INVOICE_UPLOAD_PATH,
  listInvoiceDesk,
  recordInvoice,
  recordRedLetter,
} from '@spell/shared/api/orders/admin-invoices'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { currentLang } from '../../../../i18n'
import { callApi } from '../../../../lib/request'
import { postForm } from './post-form'

const key = ['admin', 'invoices'] as const

export const useInvoiceDesk = (view: 'open' | 'all') =>
  useQuery({
    queryKey: [...key, view, currentLang()],
    queryFn: ({ signal }) => callApi(listInvoiceDesk, { view }, { signal }),
  })

/** Records an issued invoice: with a file it is uploaded (multipart), without one only its number and date. */
export function useIssueInvoice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { id: number; invoiceNo: string; invoiceDate: string; file?: File }) => {
      if (!input.file) return callApi(recordInvoice, input)
      const form = new FormData()
      form.set('id', String(input.id))
      form.set('invoiceNo', input.invoiceNo)
      form.set('invoiceDate', input.invoiceDate)
      form.set('file', input.file)
      return postForm<null>(INVOICE_UPLOAD_PATH, form)
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}

export function useRecordRedLetter() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: number; redLetterNo: string; redLetterDate: string }) =>
      callApi(recordRedLetter, input),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}
