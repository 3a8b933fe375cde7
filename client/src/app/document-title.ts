import { useEffect, useSyncExternalStore } from 'react'

/**
 * What a page shows inside its route, named before the route's title in document.title while it is
 * shown: the back office's section ("Online exams | Committee Back Office | …"), so that each browser
 * tab and each entry of the history says which section it is.
 */
let detail: string | undefined
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const set = (next: string | undefined) => {
  detail = next
  for (const listener of listeners) listener()
}

/** The name the shown part of the page gives (undefined when it gives none). */
export const useTitleDetail = () =>
  useSyncExternalStore(
    subscribe,
    () => detail,
    () => undefined,
  )

/** Names what the page shows, in document.title, for as long as the caller is mounted. */
export function useDocumentTitleDetail(text: string | undefined) {
  useEffect(() => {
    set(text)
    return () => set(undefined)
  }, [text])
}
