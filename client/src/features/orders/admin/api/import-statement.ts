import type { CallInput } from '@spell/shared'
import { importStatement } from '@spell/shared/api/orders/admin-transfers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../../lib/request'
import { transfersKey } from './awaiting-transfers'

/** The bank's statement, all or nothing (or only its matching rows when confirmed). */
export function useImportStatement() {
  const client = useQueryClient()
  return useMutation({
    // Silent: the panel shows the refusal of a file itself, next to the upload.
    mutationFn: (input: CallInput<typeof importStatement>) =>
      callApi(importStatement, input, { silent: true }),
    onSuccess: (answer) => {
      if (answer.applied) return client.invalidateQueries({ queryKey: transfersKey })
    },
  })
}
