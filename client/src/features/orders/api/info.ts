import { getEnrollmentInfo } from '@spell/shared/api/school-console/enrollment'
import { getBasicsUserInfo } from '@spell/shared/api/users/basic-info'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The student's profile for step 0 (read-only). */
export const useStudentInfo = (enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'studentInfo'],
    enabled,
    queryFn: ({ signal }) => callApi(getBasicsUserInfo, {}, { signal }),
  })

/** The school's sign-up for step 0 (grades, classes, numbers). */
export const useEnrollmentInfo = (enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'enrollmentInfo'],
    enabled,
    queryFn: ({ signal }) => callApi(getEnrollmentInfo, {}, { signal }),
  })
