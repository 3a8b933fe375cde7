import type { CallInput } from '@spell/shared'
import { creatTbProductOrder } from '@spell/shared/api/orders/create-order'
import { callApi } from '../../../lib/request'

export const createOrder = (input: CallInput<typeof creatTbProductOrder>) =>
  callApi(creatTbProductOrder, input)
