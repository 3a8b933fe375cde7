import type { CallInput } from '@spell/shared'
import {
  copySeasonProducts,
  listAdminProducts,
  saveProduct,
  setProductOnSale,
} from '@spell/shared/api/orders/admin-products'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../../lib/request'

const key = ['admin', 'products'] as const

/** The products of a season with their items, both languages. */
export const useSeasonProducts = (season: number) =>
  useQuery({
    queryKey: [...key, season],
    queryFn: ({ signal }) => callApi(listAdminProducts, { season }, { signal }),
    // 0 while the current season is being read.
    enabled: season > 0,
  })

function useProductMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: key }) })
}

export const useSaveProduct = () =>
  useProductMutation((input: CallInput<typeof saveProduct>) => callApi(saveProduct, input))

export const useSetOnSale = () =>
  useProductMutation((input: CallInput<typeof setProductOnSale>) => callApi(setProductOnSale, input))

export const useCopySeason = () =>
  useProductMutation((input: CallInput<typeof copySeasonProducts>) => callApi(copySeasonProducts, input))
