import type { CallInput } from '@spell/shared'
import { submitVolunteerInterest } from '@spell/shared/api/public-site/volunteer-interest'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

export const useSubmitVolunteerInterest = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof submitVolunteerInterest>) => callApi(submitVolunteerInterest, input),
  })
