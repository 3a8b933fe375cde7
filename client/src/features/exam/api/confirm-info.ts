import { confirmExamInfo } from '@spell/shared/api/exams/student-calls'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The student confirmed their information (counted in the judge's lobby). */
export const useConfirmExamInfo = () =>
  useMutation({ mutationFn: (quizId: number) => callApi(confirmExamInfo, { quizId }) })
