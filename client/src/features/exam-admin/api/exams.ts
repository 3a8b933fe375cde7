import type { CallInput } from '@spell/shared'
import {
  enrolExamStudents,
  exportExamResults,
  getAdminExam,
  getExamResults,
  importAnswerFile,
  listAdminExams,
  saveExam,
  setExamJudges,
} from '@spell/shared/api/exam-admin/exams'
import {
  getQuestionTemplate,
  importExamQuestions,
  saveExamQuestions,
} from '@spell/shared/api/exam-admin/questions'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { saveDownload } from '../../../lib/file-transfer'
import { callApi } from '../../../lib/request'

const examsKey = ['admin', 'exams'] as const
const examKey = (quizId: number) => [...examsKey, quizId] as const

export const useAdminExams = () =>
  useQuery(
    queryOptions({
      queryKey: examsKey,
      queryFn: ({ signal }) => callApi(listAdminExams, {}, { signal }),
    }),
  )

export const useAdminExam = (quizId: number) =>
  useQuery({
    queryKey: examKey(quizId),
    queryFn: ({ signal }) => callApi(getAdminExam, { quizId }, { signal }),
  })

export const useExamResults = (quizId: number) =>
  useQuery({
    queryKey: [...examKey(quizId), 'results'],
    queryFn: ({ signal }) => callApi(getExamResults, { quizId }, { signal }),
    // Submissions and scores arrive during a live exam.
    refetchInterval: 5000,
  })

/** Every change to an exam refreshes the list and that exam. */
function useExamMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  })
}

export const useSaveExam = () =>
  useExamMutation((input: CallInput<typeof saveExam>) => callApi(saveExam, input))
export const useSaveQuestions = () =>
  useExamMutation((input: CallInput<typeof saveExamQuestions>) => callApi(saveExamQuestions, input))
export const useImportQuestions = () =>
  useExamMutation((input: CallInput<typeof importExamQuestions>) => callApi(importExamQuestions, input))
export const useSetJudges = () =>
  useExamMutation((input: CallInput<typeof setExamJudges>) => callApi(setExamJudges, input))
export const useImportAnswerFile = () =>
  useExamMutation((input: CallInput<typeof importAnswerFile>) => callApi(importAnswerFile, input))
export const useEnrolStudents = () =>
  useExamMutation((input: CallInput<typeof enrolExamStudents>) => callApi(enrolExamStudents, input))

export const downloadTemplate = async (format: 'xlsx' | 'json') =>
  saveDownload(await callApi(getQuestionTemplate, { format }))
export const downloadResults = async (quizId: number) =>
  saveDownload(await callApi(exportExamResults, { quizId }))
