import type { CallInput } from '@spell/shared'
import { reviewSchoolRegistration } from '@spell/shared/api/admin/school-registrations'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { schoolListKey } from '../../../components/use-school-list'
import { callApi } from '../../../lib/request'
import { schoolRegistrationsKey } from './list-school-registrations'

type ReviewInput = CallInput<typeof reviewSchoolRegistration>

const reviewRegistration = (input: ReviewInput) => callApi(reviewSchoolRegistration, input)

/** A decision moves the school from one tab to another, and approval adds it to the school lists. */
export function useReviewRegistration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewRegistration,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: schoolRegistrationsKey }),
        queryClient.invalidateQueries({ queryKey: schoolListKey }),
      ]),
  })
}
