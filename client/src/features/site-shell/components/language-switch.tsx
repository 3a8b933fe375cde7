import { GlobalOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { setLang } from '../../../i18n'
import styles from './header-button.module.css'

/** Shows the other language's name ("English" on the Chinese site, "中文" on the English one). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const next = i18n.language === 'en' ? 'zh' : 'en'
  return (
    <button
      type="button"
      className={styles.button}
      lang={next === 'en' ? 'en' : 'zh-CN'}
      onClick={() => void setLang(next)}
    >
      <GlobalOutlined aria-hidden className={styles.icon} />
      <span>{t('header.languageSwitch')}</span>
    </button>
  )
}
