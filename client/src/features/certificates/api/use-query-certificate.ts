import { type CertificateQuery, queryByCode } from '@spell/shared/api/certificates/query-by-code'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/**
 * Looks a certificate up. Quietly: the query page says every refusal (not found, revoked, a wrong
 * captcha, no service) in its own alert under the form, once, where it stays while the visitor reads it.
 */
export const useQueryCertificate = () =>
  useMutation({ mutationFn: (input: CertificateQuery) => callApi(queryByCode, input, { silent: true }) })
