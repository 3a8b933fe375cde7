import type { Plugin } from 'vite'

/**
 * The modules of a public page's first render that are only imported once the entry has run: the public
 * layout (a lazy route) and the Chinese texts (the default language, awaited by i18n). Not the home
 * page itself: index.html serves every page but the home page (which comes pre-rendered with its own
 * links, scripts/prerender.mjs), so a home page link here made the login, the student area and the
 * judge's page download the home page's code too.
 */
const FIRST_RENDER = [/app\/layouts\/public-layout\.tsx$/, /src\/i18n\/zh\.ts$/]

/**
 * The first step of src/main.tsx (react-dom): the pre-rendered home page preloads only these with the
 * entry (scripts/prerender.mjs); the later steps' chunks are fetched as each step starts.
 */
const FIRST_STEP = [/src\/app\/react-dom\.ts$/]

/** What these plugins read of a chunk of the bundle. */
export interface ChunkLike {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  imports: string[]
  dynamicImports: string[]
  isEntry: boolean
  moduleIds: string[]
  viteMetadata?: { importedCss: Set<string> }
}

/**
 * Adds <link rel="modulepreload"> (and a style preload) to index.html for the entry's steps and the
 * public layout with their static imports. The router loads the layout lazily, so without these links a
 * phone fetches it only after the entry has downloaded and run: one more round trip before a public page
 * can paint.
 */
export function preloadHomePage(): Plugin {
  return {
    name: 'spell:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return []
        const chunks = Object.values(bundle).filter(
          (item): item is ChunkLike & typeof item => item.type === 'chunk',
        )
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = chunks.find((chunk) => chunk.isEntry)
        // What the entry pulls in already has its own link.
        const loaded = new Set<string>()
        const walk = (name: string, into: Set<string>) => {
          if (into.has(name)) return
          into.add(name)
          for (const imported of byName.get(name)?.imports ?? []) walk(imported, into)
        }
        if (entry) walk(entry.fileName, loaded)
        const wanted = new Set<string>()
        const firstStep = new Set<string>()
        // The entry's steps (src/main.tsx imports each dynamically, one after another).
        for (const name of entry?.dynamicImports ?? []) walk(name, wanted)
        for (const chunk of chunks)
          if (chunk.facadeModuleId && FIRST_STEP.some((test) => test.test(chunk.facadeModuleId ?? '')))
            walk(chunk.fileName, firstStep)
        for (const chunk of chunks)
          if (chunk.facadeModuleId && FIRST_RENDER.some((test) => test.test(chunk.facadeModuleId ?? '')))
            walk(chunk.fileName, wanted)
        const scripts = [...wanted].filter((name) => !loaded.has(name))
        const styles = new Set(
          scripts.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]),
        )
        return [
          ...scripts.map((name) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${name}`,
              'data-step': firstStep.has(name) ? 'first' : 'later',
            },
            injectTo: 'head' as const,
          })),
          ...[...styles].map((name) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `/${name}` },
            injectTo: 'head' as const,
          })),
        ]
      },
    },
  }
}
