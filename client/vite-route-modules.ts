import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { paths } from './src/config/paths'
import type { ChunkLike } from './vite-preload-home'

/**
 * Writes `route-modules.json` into the build: for each page's path, the chunks and stylesheets its first
 * render needs besides the entry itself (its imports, src/main.tsx's steps, the Chinese texts, the page's layout and
 * the page). scripts/prerender.mjs turns it into a frame per page: index.html naming exactly those
 * files, so a phone fetches them all at once with the page instead of one lazy import after another
 * (the router only asks for the layout and the page once react-dom, i18n and the router have run).
 *
 * The pairs of path and page module are read from src/app/route-table.ts, and each list's layout from
 * the table below; the build stops if a page of the table is not found.
 */
const ROUTE_TABLE = path.resolve(import.meta.dirname, 'src/app/route-table.ts')
const APP = path.dirname(ROUTE_TABLE)
/** The layout src/app/routes.tsx puts around each list of the route table (none for full-screen pages). */
const LAYOUT_OF_LIST: Record<string, string> = {
  publicRoutes: './layouts/public-layout',
  accountRoutes: './layouts/account-layout',
  studentRoutes: './layouts/student-layout',
  standaloneRoutes: './layouts/bare-layout',
}
/**
 * Loaded by src/app/routes.tsx with the public, student and standalone pages but those that draw no antd
 * component (the home page, the exam's and the sign-in pages): their layouts draw antd's theme only
 * around the others.
 */
const ANTD_CONFIG = '../components/antd-config'
/** Loaded by the first render of every page: the default language's texts (src/i18n awaits them). */
const FIRST_RENDER = [path.resolve(import.meta.dirname, 'src/i18n/zh')]

export interface RoutePage {
  path: string
  modules: string[]
  /** Marked `noAntd` in the route table: its first render must not load antd's style engine. */
  noAntd: boolean
  /** In the student area's list of the route table. */
  student: boolean
  /** Draws its own banner (the home page). */
  ownBanner: boolean
}

/** antd's style engine, which every antd component loads and nothing else does. */
const ANTD_STYLE_ENGINE = /node_modules[\\/]@ant-design[\\/]cssinjs[\\/]/

/** The pages of the route table with their layout and page modules (absolute, without extension). */
export function readRouteTable(): RoutePage[] {
  const source = fs.readFileSync(ROUTE_TABLE, 'utf8')
  const pages: RoutePage[] = []
  const lists = source.split(/^export const (\w+Routes)\b/m)
  for (let i = 1; i < lists.length; i += 2) {
    const list = lists[i] ?? ''
    const body = lists[i + 1] ?? ''
    const layout = LAYOUT_OF_LIST[list]
    if (!layout) throw new Error(`vite-route-modules: no layout known for ${list}`)
    // Each item of a list starts on its own line, two spaces in: `page('name', () => import('…'))` or
    // `{ path: paths.name, …, page: () => import('…') }`.
    let found = 0
    for (const item of body.split(/^ {2}(?=page\(|\{)/m).slice(1)) {
      const name = (item.match(/^page\(\s*'(\w+)'/)?.[1] ?? item.match(/path: paths\.(\w+)/)?.[1]) as
        | keyof typeof paths
        | undefined
      const page = item.match(/import\('([^']+)'\)/)?.[1]
      if (!name || !page) continue
      found++
      const urlPath = paths[name]
      if (!urlPath) throw new Error(`vite-route-modules: paths has no ${name}`)
      // Pages with a parameter in their path get index.html itself; the judge's and the committee's
      // pages (`/judge/*`, `/admin/*`) get their frame at their first address.
      if (urlPath.includes(':')) continue
      const fullScreen = /fullScreen: true/.test(item)
      const antdInLayout =
        (list === 'publicRoutes' ||
          list === 'studentRoutes' ||
          (list === 'standaloneRoutes' && !fullScreen)) &&
        !/ownBanner: true|noAntd: true/.test(item)
      pages.push({
        path: urlPath.replace(/\/\*$/, ''),
        noAntd: /noAntd: true/.test(item),
        student: list === 'studentRoutes',
        ownBanner: /ownBanner: true/.test(item),
        modules: [...(fullScreen ? [] : [layout]), ...(antdInLayout ? [ANTD_CONFIG] : []), page].map((spec) =>
          path.resolve(APP, spec),
        ),
      })
    }
    const imports = body.match(/import\('/g)?.length ?? 0
    if (found !== imports)
      throw new Error(`vite-route-modules: ${list} has ${imports} page imports, ${found} read`)
  }
  return pages
}

/** Each page's first render in chunks of the bundle, and the chunks every page loads. */
export interface FirstRenders {
  pages: { page: RoutePage; chunks: string[] }[]
  everyPage: Set<string>
  chunks: Map<string, ChunkLike>
}

/**
 * Emits `route-modules.json` (see above). `onFirstRenders`, if given, receives each page's first render
 * (vite-page-chunks.ts).
 */
export function routeModules(onFirstRenders?: (renders: FirstRenders) => void): Plugin {
  return {
    name: 'spell:route-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is ChunkLike & typeof item => item.type === 'chunk',
      )
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const withoutExtension = (id: string) => id.replace(/\.(tsx?|jsx?)$/, '')
      const byModule = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [withoutExtension(chunk.facadeModuleId ?? ''), chunk.fileName]),
      )
      // Each chunk after the chunks it imports, as Vite's loader links their stylesheets: a page's own
      // styles come after those of the components it adjusts, and win where both apply.
      const closure = (names: string[]) => {
        const seen = new Set<string>()
        const into: string[] = []
        const walk = (name: string) => {
          if (seen.has(name)) return
          seen.add(name)
          for (const imported of byName.get(name)?.imports ?? []) walk(imported)
          into.push(name)
        }
        for (const name of names) walk(name)
        return into
      }
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) throw new Error('vite-route-modules: the build has no entry')
      const chunkOf = (id: string) => {
        const name = byModule.get(id)
        if (!name) throw new Error(`vite-route-modules: no chunk for ${id}`)
        return name
      }
      const everyPage = [...entry.dynamicImports, ...FIRST_RENDER.map(chunkOf)]
      const routes: Record<string, { scripts: string[]; styles: string[] }> = {}
      const everyPageChunks = new Set(closure([entry.fileName, ...everyPage]))
      const firstRenders: FirstRenders['pages'] = []
      for (const page of readRouteTable()) {
        const needed = closure([...everyPage, ...page.modules.map(chunkOf)]).filter(
          (name) => name !== entry.fileName,
        )
        const styles = new Set(
          needed.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]),
        )
        // A page said to draw no antd component that loads one anyway would draw it outside antd's
        // theme (blue, in antd's default look): the build stops instead.
        const antd = page.noAntd
          ? needed.find((name) => byName.get(name)?.moduleIds.some((id) => ANTD_STYLE_ENGINE.test(id)))
          : undefined
        if (antd) {
          // The page's chunks that import it, to say where to look.
          const importers = needed.filter((name) => byName.get(name)?.imports.includes(antd))
          const modules = importers.flatMap((name) => byName.get(name)?.moduleIds ?? [])
          this.error(
            `${page.path} is marked noAntd in the route table, but ${antd} loads antd's styles; ` +
              `imported by ${importers.join(', ')}: ${modules.map((id) => id.split('/src/').pop()).join(', ')}`,
          )
        }
        routes[page.path] = {
          scripts: needed.map((name) => `/${name}`),
          styles: [...styles].map((name) => `/${name}`),
        }
        firstRenders.push({ page, chunks: needed })
      }
      onFirstRenders?.({ pages: firstRenders, everyPage: everyPageChunks, chunks: byName })
      this.emitFile({ type: 'asset', fileName: 'route-modules.json', source: `${JSON.stringify(routes)}\n` })
    },
  }
}
