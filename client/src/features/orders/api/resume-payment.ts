import { resumePayment } from '@spell/shared/api/orders/my-orders'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The QR payment of an existing unpaid order (the same order number and amount). */
export const useResumePayment = () =>
  useMutation({ mutationFn: (orderNo: string) => callApi(resumePayment, { orderNo }) })
