import type { CallInput } from '@spell/shared'
import { saveBasicsUser } from '@spell/shared/api/users/basic-info'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refreshUserViews } from '../../../hooks/use-basic-info'
import { callApi } from '../../../lib/request'

type SaveBasicInfoInput = CallInput<typeof saveBasicsUser>

const saveBasicInfo = (input: SaveBasicInfoInput) => callApi(saveBasicsUser, input)

export function useSaveBasicInfo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBasicInfo,
    onSuccess: (_, input) => refreshUserViews(queryClient, input.sysUser),
  })
}
