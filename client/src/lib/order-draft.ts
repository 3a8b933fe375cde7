import type { TransferInstructions } from '@spell/shared/api/orders/bank-transfer'
import type { PayData } from '@spell/shared/api/orders/create-order'

/** Browser-storage key of the payment draft: the pages that start a payment write it, the payment page reads it. */
const ORDER_DRAFT_KEY = 'orderPayDataForm'

/** The payment draft the pages hand to each other, plus what this site keeps to resume a started payment after a reload. */
export interface OrderDraft {
  enrollmentId?: number
  teamId?: number
  addressId?: number
  season?: number
  stepIndex?: string | number
  category?: number
  subCategory?: number
  subTypeCategory?: number
  productFlag?: string
  productId?: number
  tbProductDetail?: number[]
  totalPrice?: number
  couponId?: number | null
  payData?: PayData
  /** A school paying by bank transfer: what step 2 shows instead of a QR code. */
  transfer?: TransferInstructions
  /** The page the payment started from, to return to when it is done. */
  from?: string
}

export function readDraft(): OrderDraft | null {
  try {
    const raw = localStorage.getItem(ORDER_DRAFT_KEY)
    return raw ? (JSON.parse(raw) as OrderDraft) : null
  } catch {
    return null
  }
}

export function writeDraft(draft: OrderDraft) {
  localStorage.setItem(ORDER_DRAFT_KEY, JSON.stringify(draft))
}

export const clearDraft = () => localStorage.removeItem(ORDER_DRAFT_KEY)
