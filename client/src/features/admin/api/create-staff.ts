import type { CallInput } from '@spell/shared'
import { createStaff } from '@spell/shared/api/admin/school-registrations'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import { staffKey } from './list-staff'

type CreateStaffInput = CallInput<typeof createStaff>

const createStaffAccount = (input: CreateStaffInput) => callApi(createStaff, input)

export function useCreateStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStaffAccount,
    onSuccess: (_, input) => queryClient.invalidateQueries({ queryKey: [...staffKey, input.role] }),
  })
}
