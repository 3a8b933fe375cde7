import { useTranslation } from 'react-i18next'

/**
 * A club's level (and its team's) as the pages name it: 1 primary, 2 junior high, anything else
 * senior high, as the server groups teams.
 */
export function useClubLevelName() {
  const { t } = useTranslation()
  return (level: number) => t(`clubLevels.${level === 1 || level === 2 ? level : 3}`)
}
