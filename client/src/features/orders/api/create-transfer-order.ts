import type { CallInput } from '@spell/shared'
import { createTransferOrder as createTransferOrderCall } from '@spell/shared/api/orders/bank-transfer'
import { callApi } from '../../../lib/request'

/** A school's order to be paid by bank transfer: the transfer details come back instead of a QR code. */
export const createTransferOrder = (input: CallInput<typeof createTransferOrderCall>) =>
  callApi(createTransferOrderCall, input)
