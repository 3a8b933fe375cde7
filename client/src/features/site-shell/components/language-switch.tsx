import { GlobalOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { setLang } from '../../../i18n'

/** Shows the other language's name ("English" on the Chinese site, "中文" on the English one). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const next = i18n.language === 'en' ? 'zh' : 'en'
  return (
    <Button
      type="text"
      icon={<GlobalOutlined aria-hidden />}
      lang={next === 'en' ? 'en' : 'zh-CN'}
      onClick={() => void setLang(next)}
    >
      {t('header.languageSwitch')}
    </Button>
  )
}
