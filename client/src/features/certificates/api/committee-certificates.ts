import type { CallInput } from '@spell/shared'
import {
  getIssueOptions,
  getResultsTemplate,
  type IssueFromExamInput,
  importResults,
  issueFromExam,
  listCertificates,
  previewIssueFromExam,
  revokeCertificate,
} from '@spell/shared/api/certificates/committee-certificates'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { saveDownload } from '../../../lib/file-transfer'
import { callApi } from '../../../lib/request'

const adminKey = ['admin', 'certificates'] as const

export const useIssueOptions = () =>
  useQuery({
    queryKey: [...adminKey, 'options'],
    queryFn: ({ signal }) => callApi(getIssueOptions, {}, { signal }),
  })

export const usePreviewFromExam = () =>
  useMutation({ mutationFn: (input: IssueFromExamInput) => callApi(previewIssueFromExam, input) })

export function useIssueFromExam() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: IssueFromExamInput) => callApi(issueFromExam, input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  })
}

export const downloadResultsTemplate = async () => saveDownload(await callApi(getResultsTemplate, {}))

export function useImportResults() {
  const client = useQueryClient()
  return useMutation({
    // Silent: the panel lists every bad row itself.
    mutationFn: (input: CallInput<typeof importResults>) => callApi(importResults, input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  })
}

export const useCertificateList = (input: CallInput<typeof listCertificates>) =>
  useQuery({
    queryKey: [...adminKey, 'list', input],
    queryFn: ({ signal }) => callApi(listCertificates, input, { signal }),
    placeholderData: keepPreviousData,
  })

export function useRevokeCertificate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof revokeCertificate>) => callApi(revokeCertificate, input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  })
}
