import type { Lang } from '@spell/shared/i18n/lang'
import { useTranslation } from 'react-i18next'

/** The language the site is shown in, for bilingual data (`{ zh, en }` labels); re-renders when it changes. */
export function useSiteLang(): Lang {
  return useTranslation().i18n.language === 'en' ? 'en' : 'zh'
}
