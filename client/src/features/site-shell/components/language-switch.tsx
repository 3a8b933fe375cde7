import { GlobalOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { langTag, setLang } from '../../../i18n'
import { useSiteLang } from '../../../i18n/use-site-lang'
import styles from './header-button.module.css'

/** Shows the other language's name ("English" on the Chinese site, "中文" on the English one). */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const next = useSiteLang() === 'en' ? 'zh' : 'en'
  return (
    <button type="button" className={styles.button} lang={langTag(next)} onClick={() => void setLang(next)}>
      <GlobalOutlined aria-hidden className={styles.icon} />
      <span>{t('header.languageSwitch')}</span>
    </button>
  )
}
