import type { Bilingual, Lang } from '@spell/shared'
import { createContext, useContext, useEffect } from 'react'
import { useDrawnOnce } from '../../components/island'
import { useSeasonOverview } from '../../hooks/use-season'
import { useSiteLang } from '../../i18n/use-site-lang'
import { fillPlaceholders, markedSeasonValues, seasonValues } from './season-text'

/**
 * The site language now, and a reader of bilingual content in it that fills the season placeholders
 * ({{season}}, {{preliminaryStart}}, …) from the current season and the page's own ({{n}}, …) from
 * `values`. Where the build draws an islands page outside its islands, the season's values are marked
 * for the browser to fill in (fillSeasonTexts).
 */
export function useLang() {
  const lang: Lang = useSiteLang()
  const overview = useSeasonOverview().data
  const season = useDrawnOnce() ? markedSeasonValues(lang) : seasonValues(overview, lang)
  return {
    lang,
    pick: (text: Bilingual, values?: Record<string, string | number>) =>
      fillPlaceholders(text[lang], values ? { ...season, ...values } : season),
  }
}

/** Where the build's pre-render (src/prerender.tsx) takes the description of the page it draws. */
const DescriptionSink = createContext<((description: string) => void) | null>(null)
export const PageDescriptionSink = DescriptionSink.Provider

/**
 * The page's description for the browser and search engines, in the current language (the title comes
 * from the route table through the root layout). The tag is restored to the site's when the page goes.
 */
export function usePageDescription(description: Bilingual) {
  const { pick } = useLang()
  const content = pick(description)
  useContext(DescriptionSink)?.(content)
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    const previous = meta.content
    meta.content = content
    return () => {
      if (meta) meta.content = previous
    }
  }, [content])
}
