import type { CallInput } from '@spell/shared'
import { deleteStudyPlan, getStudyPlanList, saveStudyPlan } from '@spell/shared/api/study-plans/plans'
import {
  deleteSchoolStudent,
  getSchoolStudentList,
  importSchoolStudents,
  saveSchoolStudent,
  setSchoolStudentState,
} from '@spell/shared/api/study-plans/students'
import {
  deletePlanWord,
  getPlanWordList,
  importPlanWords,
  savePlanWord,
} from '@spell/shared/api/study-plans/words'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const keys = {
  plans: ['studyPlans', 'plans'] as const,
  words: (planId: number) => ['studyPlans', 'words', planId] as const,
  students: ['studyPlans', 'students'] as const,
}

export const usePlans = () =>
  useQuery({ queryKey: keys.plans, queryFn: ({ signal }) => callApi(getStudyPlanList, {}, { signal }) })

export const usePlanWords = (planId: number) =>
  useQuery({
    queryKey: keys.words(planId),
    queryFn: ({ signal }) => callApi(getPlanWordList, { planId }, { signal }),
    enabled: planId > 0,
  })

export const useStudents = () =>
  useQuery({
    queryKey: keys.students,
    queryFn: ({ signal }) => callApi(getSchoolStudentList, {}, { signal }),
  })

/** A mutation that refreshes the given lists when it succeeds. */
function useChange<I>(run: (input: I) => Promise<unknown>, refresh: readonly (readonly unknown[])[]) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  })
}

export const useSavePlan = () =>
  useChange((input: CallInput<typeof saveStudyPlan>) => callApi(saveStudyPlan, input), [keys.plans])
export const useDeletePlan = () => useChange((id: number) => callApi(deleteStudyPlan, { id }), [keys.plans])

export const useSaveWord = (planId: number) =>
  useChange(
    (input: CallInput<typeof savePlanWord>) => callApi(savePlanWord, input),
    [keys.words(planId), keys.plans],
  )
export const useDeleteWord = (planId: number) =>
  useChange((id: number) => callApi(deletePlanWord, { id }), [keys.words(planId), keys.plans])
/** Imports are silent: the page shows the "Upload Failed … Reason" box itself. */
export const useImportWords = (planId: number) =>
  useChange(
    (input: CallInput<typeof importPlanWords>) => callApi(importPlanWords, input, { silent: true }),
    [keys.words(planId), keys.plans],
  )

export const useSaveStudent = () =>
  useChange(
    (input: CallInput<typeof saveSchoolStudent>) => callApi(saveSchoolStudent, input),
    [keys.students],
  )
export const useStudentState = () =>
  useChange(
    (input: CallInput<typeof setSchoolStudentState>) => callApi(setSchoolStudentState, input),
    [keys.students],
  )
export const useDeleteStudent = () =>
  useChange((id: number) => callApi(deleteSchoolStudent, { id }), [keys.students])
export const useImportStudents = () =>
  useChange(
    (input: CallInput<typeof importSchoolStudents>) => callApi(importSchoolStudents, input, { silent: true }),
    [keys.students],
  )
