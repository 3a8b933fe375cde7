import { getAreaTree } from '@spell/shared/api/regions/area-tree'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../lib/request'

/** The region tree does not change while the site is open: fetched once, kept for the session. */
export const areaTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['regions', 'areaTree'],
    queryFn: ({ signal }) => callApi(getAreaTree, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
