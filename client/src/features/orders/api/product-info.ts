import { getAppletsProductInfo, getTbProductSingle } from '@spell/shared/api/orders/products'
import { useQuery } from '@tanstack/react-query'
import { currentLang } from '../../../i18n'
import { callApi } from '../../../lib/request'

/** A product with its details and optional extras; by id, or by the draft's product flag. */
export const useProductInfo = (productId: number | undefined, productFlag?: string) =>
  useQuery({
    queryKey: ['orders', 'product', productId ?? productFlag, currentLang()],
    enabled: Boolean(productId || productFlag),
    queryFn: async ({ signal }) => {
      if (productId) return callApi(getAppletsProductInfo, { productId }, { signal })
      const tbProduct = await callApi(getTbProductSingle, { productFlag }, { signal })
      return {
        tbProduct,
        productDetails: tbProduct.tbProductDetails,
        extraDetails: [],
        onSale: true,
        isCoupon: tbProduct.isCoupon,
      }
    },
  })

/** The current season's contest entry (the product a student buys when no other is named). */
export const useCurrentContestEntry = (enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'product', 'contestEntry'],
    enabled,
    queryFn: ({ signal }) => callApi(getTbProductSingle, { productFlag: 'contestEntry' }, { signal }),
  })
