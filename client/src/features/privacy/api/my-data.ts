import { deleteMyAccount, exportMyData } from '@spell/shared/api/privacy/my-data'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Fetches everything stored about the student and saves it as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await callApi(exportMyData, {})
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
      const link = document.createElement('a')
      link.href = url
      link.download = 'my-data.json'
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    },
  })
}

export const useDeleteMyAccount = () =>
  useMutation({ mutationFn: (password: string) => callApi(deleteMyAccount, { password }, { silent: true }) })
