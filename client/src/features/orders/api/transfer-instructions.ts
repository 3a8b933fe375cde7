import { getTransferInstructions } from '@spell/shared/api/orders/bank-transfer'
import { useQuery } from '@tanstack/react-query'
import { currentLang } from '../../../i18n'
import { callApi } from '../../../lib/request'

/** The transfer details of the school's order awaiting its transfer. */
export const useTransferInstructions = (orderNo: string | undefined) =>
  useQuery({
    queryKey: ['orders', 'transfer', orderNo, currentLang()],
    enabled: Boolean(orderNo),
    queryFn: ({ signal }) => callApi(getTransferInstructions, { orderNo: orderNo ?? '' }, { signal }),
  })
