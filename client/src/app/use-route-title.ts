import { useMatches } from 'react-router'
import type { RouteTitleKey } from '../i18n'
import { isRouteHandle, resolveTitle } from './route-table'

/** The title of the deepest matched route that has one, and whether that page shows it as a heading. */
export function useRouteTitle(): { titleKey: RouteTitleKey; pageHeading: boolean } | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]
    if (match && isRouteHandle(match.handle)) {
      return {
        titleKey: resolveTitle(match.handle.title, match.params),
        pageHeading: match.handle.pageHeading,
      }
    }
  }
  return undefined
}

export const useRouteTitleKey = () => useRouteTitle()?.titleKey
