import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while React takes over a page the build drew (and in that drawing), true from then on and in
 * every render of the browser's own. The drawn page shows before its scripts run; what needs them
 * (a submit button, whose form the browser would otherwise send itself) waits for this.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
