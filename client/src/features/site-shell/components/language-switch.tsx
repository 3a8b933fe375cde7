import { GlobalOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useOnIslandsPage } from '../../../components/island'
import { langTag, setLang, storeLang } from '../../../i18n'
import { useSiteLang } from '../../../i18n/use-site-lang'
import styles from './header-button.module.css'

/**
 * Shows the other language's name ("English" on the Chinese site, "中文" on the English one). On an
 * islands page, whose text React does not draw, the choice is kept and the page loaded again: the build
 * drew it in both languages.
 */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const next = useSiteLang() === 'en' ? 'zh' : 'en'
  const onIslandsPage = useOnIslandsPage()
  const switchLang = () => {
    if (onIslandsPage) {
      storeLang(next)
      window.location.reload()
    } else void setLang(next)
  }
  return (
    <button type="button" className={styles.button} lang={langTag(next)} onClick={switchLang}>
      <GlobalOutlined aria-hidden className={styles.icon} />
      <span>{t('header.languageSwitch')}</span>
    </button>
  )
}
