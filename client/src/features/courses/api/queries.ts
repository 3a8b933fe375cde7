import type { CallInput } from '@spell/shared'
import {
  deleteCourse,
  listCoursesForCommittee,
  listCourseTypesForCommittee,
  saveCourseType,
  setCourseSchools,
} from '@spell/shared/api/courses/committee'
import {
  getCourseFileLink,
  getUserSchoolList,
  haveBeenOpenedCourse,
  queryOpenCourseList,
} from '@spell/shared/api/courses/courses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const root = ['courses'] as const

export const useMySchools = () =>
  useQuery({
    queryKey: [...root, 'schools'],
    queryFn: ({ signal }) => callApi(getUserSchoolList, {}, { signal }),
  })

export const useOpenedTypes = (schoolId?: number) =>
  useQuery({
    queryKey: [...root, 'types', schoolId ?? 'all'],
    queryFn: ({ signal }) => callApi(haveBeenOpenedCourse, { schoolId }, { signal }),
  })

export const useCourseList = (input: CallInput<typeof queryOpenCourseList>) =>
  useQuery({
    queryKey: [...root, 'list', input],
    queryFn: ({ signal }) => callApi(queryOpenCourseList, input, { signal }),
  })

/** A viewer's short-lived link; silent, the viewer shows its own refusal. */
export const useCourseFileLink = (fileUrl: string, enabled: boolean) =>
  useQuery({
    queryKey: [...root, 'link', fileUrl],
    queryFn: ({ signal }) => callApi(getCourseFileLink, { fileUrl }, { signal, silent: true }),
    enabled,
    retry: false,
    staleTime: 30 * 60_000,
  })

export const useCommitteeTypes = () =>
  useQuery({
    queryKey: [...root, 'admin', 'types'],
    queryFn: ({ signal }) => callApi(listCourseTypesForCommittee, {}, { signal }),
  })
export const useCommitteeCourses = () =>
  useQuery({
    queryKey: [...root, 'admin', 'courses'],
    queryFn: ({ signal }) => callApi(listCoursesForCommittee, {}, { signal }),
  })

function useCourseChange<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: root }) })
}
export const useSaveCourseType = () =>
  useCourseChange((input: CallInput<typeof saveCourseType>) => callApi(saveCourseType, input))
export const useSetCourseSchools = () =>
  useCourseChange((input: CallInput<typeof setCourseSchools>) => callApi(setCourseSchools, input))
export const useDeleteCourse = () => useCourseChange((id: number) => callApi(deleteCourse, { id }))
export const useRefreshCourses = () => {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: root })
}
