import { GlobalOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { setLang } from '../../../../i18n'
import { judgeNs } from '../../i18n'
import styles from './projector.module.css'

/** The screen's own language switch: it shows the other language's name, as the site's header does. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation(judgeNs)
  const next = i18n.language === 'en' ? 'zh' : 'en'
  return (
    <button
      type="button"
      className={styles.languageToggle}
      lang={next === 'en' ? 'en' : 'zh-CN'}
      onClick={() => void setLang(next)}
    >
      <GlobalOutlined aria-hidden /> {t('projector.language')}
    </button>
  )
}
