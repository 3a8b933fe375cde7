import { getCodeProof } from '@spell/shared/api/accounts/code-proof'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The phone a fresh SMS sign-in proved, and until when (null: none, or lapsed). */
export const useCodeProof = () =>
  useQuery({
    queryKey: ['schoolConsole', 'codeProof'],
    queryFn: ({ signal }) => callApi(getCodeProof, {}, { signal, silent: true }),
    staleTime: 0,
  })
