import type { CallInput } from '@spell/shared'
import { getPrivacyConsent, givePrivacyConsent } from '@spell/shared/api/privacy/consent'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const consentKey = ['privacy', 'consent'] as const

const consentQueryOptions = () =>
  queryOptions({ queryKey: consentKey, queryFn: ({ signal }) => callApi(getPrivacyConsent, {}, { signal }) })

export const useConsent = () => useQuery(consentQueryOptions())

export function useGiveConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof givePrivacyConsent>) => callApi(givePrivacyConsent, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentKey }),
  })
}
