import type { PayWith } from '@spell/shared/api/orders/create-order'
import { resumePayment } from '@spell/shared/api/orders/my-orders'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/**
 * The payment of an existing unpaid order (the same order number and amount): the QR code of the
 * chosen provider, or its phone page (the site's first provider by QR when none is chosen).
 */
export const useResumePayment = () =>
  useMutation({
    mutationFn: (input: { orderNo: string; payWith?: PayWith }) => callApi(resumePayment, input),
  })
