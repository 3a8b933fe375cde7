import { useEffect, useState } from 'react'

type Translate = typeof import('@spell/shared/i18n/messages').translate

let loaded: Translate | undefined

/**
 * The shared dictionary of messages (the words the server answers with, some 11 KB): fetched with the
 * first message a page shows rather than with every page that might show one.
 */
export async function loadTranslate(): Promise<Translate> {
  loaded ??= (await import('@spell/shared/i18n/messages')).translate
  return loaded
}

/** The shared dictionary's translate once it is here (undefined for the moment it takes to fetch). */
export function useSharedTranslate(): Translate | undefined {
  const [translate, setTranslate] = useState(() => loaded)
  useEffect(() => {
    if (!translate) void loadTranslate().then((found) => setTranslate(() => found))
  }, [translate])
  return translate
}
