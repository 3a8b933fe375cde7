import { adminSetWordHidden } from '@spell/shared/api/lexicon/admin-words'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/**
 * Hides an entry from students or shows it again: the students' lexicon pages and the committee's
 * search and content desk (which mark hidden entries) are fetched again. The entry being edited is left as it is, so
 * unsaved edits survive the toggle.
 */
export function useSetWordHidden() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: number; hidden: boolean }) => callApi(adminSetWordHidden, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['lexicon'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'lexicon', 'search'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'lexicon', 'desk'] })
    },
  })
}
