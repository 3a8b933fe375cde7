import { GlobalOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { langTag, setLang } from '../../../../i18n'
import { useSiteLang } from '../../../../i18n/use-site-lang'
import { judgeNs } from '../../i18n'
import styles from './projector.module.css'

/** The screen's own language switch: it shows the other language's name, as the site's header does. */
export function LanguageToggle() {
  const { t } = useTranslation(judgeNs)
  const next = useSiteLang() === 'en' ? 'zh' : 'en'
  return (
    <button
      type="button"
      className={styles.languageToggle}
      lang={langTag(next)}
      onClick={() => void setLang(next)}
    >
      <GlobalOutlined aria-hidden /> {t('projector.language')}
    </button>
  )
}
