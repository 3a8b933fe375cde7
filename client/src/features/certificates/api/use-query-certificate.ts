import { type CertificateQuery, queryByCode } from '@spell/shared/api/certificates/query-by-code'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Looks a certificate up; the request client shows the server's message when it is not found. */
export const useQueryCertificate = () =>
  useMutation({ mutationFn: (input: CertificateQuery) => callApi(queryByCode, input) })
