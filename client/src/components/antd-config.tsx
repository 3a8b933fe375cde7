import { ConfigProvider, type ThemeConfig } from 'antd'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'
import type { ReactNode } from 'react'
import { useMediaQuery } from '../hooks/use-media-query'
import { useSiteLang } from '../i18n/use-site-lang'
import { useAntdAriaRepairs } from './use-antd-aria-repairs'

const antdLocales = { zh: zhCN, en: enUS }

/**
 * Every text colour reads at 4.5:1 or more on white and on the light fills antd puts behind it (WCAG
 * AA): the secondary, tertiary and placeholder greys, the status colours of messages and tags, and the darker
 * shade (7) that coloured tags write in are taken one step darker than antd's own.
 */
const theme: ThemeConfig = {
  // A fixed name for the theme's CSS variables: antd's default takes React's useId, which differs
  // between the build's pre-render of a public page and the browser's tree that takes it over.
  cssVar: { key: 'site' },
  token: {
    colorPrimary: '#b8272c',
    colorLink: '#b8272c',
    colorTextBase: '#1e2537',
    colorTextSecondary: '#4a5163',
    colorTextTertiary: '#5b6275',
    colorTextDescription: '#5b6275',
    colorTextPlaceholder: '#676e7e',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorError: '#c41d1d',
    green7: '#237804',
    orange7: '#ad4e00',
    gold7: '#874d00',
    volcano7: '#ad2102',
    cyan7: '#006d75',
    lime7: '#3f6600',
    borderRadius: 8,
    fontFamily: 'var(--font-sans)',
    // The focus ring of buttons, tabs, menus, checkboxes and the rest: 2 px of the brand red (antd's is
    // 3 px of a pink at 1.5:1 against white); fields ring their border with the same red, and with the
    // status colour when invalid.
    lineWidthFocus: 2,
    colorPrimaryBorder: '#b8272c',
    controlOutline: '#b8272c',
    controlOutlineWidth: 2,
    colorErrorOutline: '#c41d1d',
    colorWarningOutline: '#ad4e00',
  },
  components: {
    // antd draws a button's drop shadow in the outline colours: kept as light as antd's own.
    Button: {
      primaryShadow: '0 2px 0 rgb(184 39 44 / 10%)',
      dangerShadow: '0 2px 0 rgb(196 29 29 / 6%)',
    },
  },
}

const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } }

/** A button's visible text is its words as written (no space put between two Chinese characters), so a
 * name that starts with them matches what is seen. */
const BUTTON = { autoInsertSpace: false }

/**
 * antd's theme (the brand red, still for a reader who asked for reduced motion) and locale in the site
 * language. AntdConfig puts it around whole pages; alone it goes around an antd control that a page
 * without antd fetches at a press (the registration page's pickers), so that control is drawn in the
 * site's colours and focus ring too.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const lang = useSiteLang()
  // A reader who asked for reduced motion gets antd's dialogs, popups and messages without their
  // zooms, slides and fades.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const shownTheme = reducedMotion ? stillTheme : theme
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={shownTheme} button={BUTTON}>
      {children}
    </ConfigProvider>
  )
}

/**
 * antd's theme (the brand red) and locale in the site language, around what uses antd components: the
 * console, student and standalone layouts, the public pages other than the home page, the header's
 * menus and antd's App (messages, dialogs). It is not around the whole app: the public header and the
 * home page are plain elements, and building antd's theme for them cost a phone a long task on the
 * site's first page (decision 0039). The theme tokens are cached, so each provider reuses them.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  useAntdAriaRepairs()
  return <AntdTheme>{children}</AntdTheme>
}
