import { useTranslation } from 'react-i18next'
import hidden from '../../components/visually-hidden.module.css'
import { useRouteTitle } from '../use-route-title'
import styles from './layouts.module.css'

/**
 * The page's <h1>, drawn by the layout for a page that has no heading of its own (the route table's
 * `layoutHeading`): its title on screen, or for screen readers only where the page's card already
 * shows it as a caption. Nothing for the other pages.
 */
export function LayoutHeading() {
  const { t } = useTranslation()
  const route = useRouteTitle()
  if (!route?.layoutHeading) return null
  return (
    <h1 className={route.layoutHeading === 'shown' ? styles.layoutHeading : hidden.hidden}>
      {t(`route.${route.titleKey}`)}
    </h1>
  )
}
