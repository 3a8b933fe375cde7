import { useMatches } from 'react-router'
import type { RouteTitleKey } from '../i18n'
import { isRouteHandle, type LayoutHeading, resolveTitle } from './route-table'

/**
 * The title of the deepest matched route that has one, whether that page shows it as a heading,
 * whether it draws its own banner, whether it draws no antd component, and whether its layout draws
 * its <h1>.
 */
export function useRouteTitle():
  | {
      titleKey: RouteTitleKey
      pageHeading: boolean
      ownBanner: boolean
      noAntd: boolean
      layoutHeading: LayoutHeading | undefined
    }
  | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]
    if (match && isRouteHandle(match.handle)) {
      return {
        titleKey: resolveTitle(match.handle.title, match.params),
        pageHeading: match.handle.pageHeading,
        ownBanner: match.handle.ownBanner === true,
        noAntd: match.handle.noAntd === true,
        layoutHeading: match.handle.layoutHeading,
      }
    }
  }
  return undefined
}

export const useRouteTitleKey = () => useRouteTitle()?.titleKey
