import { listMyCertificates, myCertificatePdf } from '@spell/shared/api/certificates/my-certificates'
import { useMutation, useQuery } from '@tanstack/react-query'
import { saveDownload } from '../../../lib/file-transfer'
import { callApi } from '../../../lib/request'

export const useMyCertificates = () =>
  useQuery({
    queryKey: ['student', 'certificates'],
    queryFn: ({ signal }) => callApi(listMyCertificates, {}, { signal }),
  })

/** The server sets the PDF (with its QR code); the browser saves it. */
export const useDownloadCertificatePdf = () =>
  useMutation({ mutationFn: async (code: string) => saveDownload(await callApi(myCertificatePdf, { code })) })
