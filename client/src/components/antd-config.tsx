import { ConfigProvider, type ThemeConfig } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import '../lib/dayjs-locale'

const theme: ThemeConfig = {
  token: {
    colorPrimary: '#b8272c',
    colorLink: '#b8272c',
    colorTextBase: '#1e2537',
    borderRadius: 8,
    fontFamily: 'var(--font-sans)',
  },
}

/**
 * antd's theme (the brand red) and locale in the site language, around what uses antd components: the
 * console, student and standalone layouts, the public pages other than the home page, the header's
 * menus and antd's App (messages, dialogs). It is not around the whole app: the public header and the
 * home page are plain elements, and building antd's theme for them cost a phone a long task on the
 * site's first page (decision 0007). The theme tokens are cached, so each provider reuses them.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  )
}
