import { getSystemPanel } from '@spell/shared/api/admin/system-panel'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const systemPanelKey = ['admin', 'systemPanel'] as const
/** Every instance writes its heartbeat every 5 s: reading more often would show nothing new. */
export const SYSTEM_PANEL_POLL_MS = 5000

const systemPanelQueryOptions = () =>
  queryOptions({
    queryKey: systemPanelKey,
    // Silent: a panel polled every few seconds says it lost the server in its own words, once.
    queryFn: ({ signal }) => callApi(getSystemPanel, {}, { signal, silent: true }),
    refetchInterval: SYSTEM_PANEL_POLL_MS,
    refetchIntervalInBackground: false,
  })

export const useSystemPanel = () => useQuery(systemPanelQueryOptions())
