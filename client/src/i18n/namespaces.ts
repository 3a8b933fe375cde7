import type { Lang } from '@spell/shared/i18n/lang'
import { i18n } from './index'

/**
 * A feature's texts are an i18next namespace of their own: `features/<feature>/i18n/zh.ts` and `en.ts`
 * (the English typed by the Chinese, so both have the same keys), registered by the feature's
 * `i18n/index.ts` when the feature's code loads. The router loads a feature with its pages, so its
 * texts come with it and never weigh on the pages that do not use them. Components read them with
 * `useTranslation(<namespace>)`; placeholders are i18next's (`{{name}}`), counted texts its plurals
 * (`_one` / `_other`). The site-wide texts (header, navigation, page titles, footer) stay in the
 * default namespace, one chunk per language (`zh.ts` / `en.ts` here).
 */
export function addNamespace<const N extends string, T extends object>(ns: N, texts: Record<Lang, T>): N {
  for (const lang of ['zh', 'en'] as const) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, texts[lang], true, true)
  }
  return ns
}
