import { createHash } from 'node:crypto'
import path from 'node:path'
import { build, type Plugin } from 'vite'
import type { FirstRenders, RoutePage } from './vite-route-modules'

/**
 * The chunks of the budgeted pages' first renders, cut by the pages that need them.
 *
 * The bundler cuts a module apart from another when they are not needed by the same lazy imports: with
 * some 150 of them (every page, the back office's and the console's dialogs, antd's parts), a student
 * page's first render came in 60-95 files, most under 1 KB, each with its headers (about 0.4 KB over
 * HTTP/1.1, decision 0050). Here the modules of the budgeted pages' first renders are grouped by which
 * budgeted pages need them: modules needed by the same budgeted pages share one chunk. A budgeted page
 * still downloads only modules its first render needs; the other pages (the back office, the school
 * console, a dialog opened later) may fetch a chunk with modules they do not use.
 *
 * Which modules a first render needs is read from a first build with the bundler's own cut (what
 * remains after tree-shaking, through the chunks a page's layout and page import): the module graph
 * before tree-shaking has antd's index importing every antd component.
 */

/** The pages held to the JavaScript budget (BENCHMARKS.md, `bench:site`) and the home page. */
const budgeted = (page: RoutePage) => page.noAntd || page.student || page.ownBanner

/**
 * The parts of budgeted pages that are imported lazily but drawn with the page's first render, counted
 * in that render: the judge's view of one exam (/judge/1, within the judge's page) and the lexicon's
 * writing panel. Any other lazy part (a dialog opened at a press) may fetch a chunk that holds other
 * pages' modules with the ones it needs.
 */
const DRAWN_AT_ONCE: Record<string, string> = {
  '/judge': 'features/judge/components/control-view',
  '/stu/lexicon/font': 'features/lexicon/components/write-panel',
}

const SCAN = 'SPELL_PAGE_CHUNKS_SCAN'
const SCANNED = Symbol.for('spell:page-chunks')

/** The first build, with the bundler's own cut, run by the real one to read the first renders. */
export const isPageScan = () => process.env[SCAN] === '1'

/** Given to `routeModules` in the first build: keeps the pages' first renders. */
export function keepFirstRenders(renders: FirstRenders) {
  ;(globalThis as Record<symbol, unknown>)[SCANNED] = renders
}

/**
 * A plugin that, as the build starts, builds the client once with the bundler's own cut (nothing
 * written) and fills `names` with the chunk of each module of a budgeted page's first render, named by
 * the budgeted pages that need it.
 */
export function scanFirstRenders(mode: string, names: Map<string, string>): Plugin {
  return {
    name: 'spell:page-chunks',
    apply: 'build',
    async buildStart() {
      names.clear()
      for (const [id, name] of await chunkNames(mode)) names.set(id, name)
    },
  }
}

async function chunkNames(mode: string): Promise<Map<string, string>> {
  process.env[SCAN] = '1'
  try {
    await build({
      configFile: path.resolve(import.meta.dirname, 'vite.config.ts'),
      mode,
      logLevel: 'error',
      build: { write: false },
    })
  } finally {
    delete process.env[SCAN]
  }
  const renders = (globalThis as Record<symbol, unknown>)[SCANNED] as FirstRenders | undefined
  if (!renders) throw new Error('vite-page-chunks: the first build named no page')
  const { pages, everyPage, chunks } = renders
  const closure = (root: string) => {
    const seen = new Set<string>()
    const walk = (name: string) => {
      if (seen.has(name) || everyPage.has(name)) return
      seen.add(name)
      for (const imported of chunks.get(name)?.imports ?? []) walk(imported)
    }
    walk(root)
    return [...seen]
  }
  const needers = new Map<string, Set<string>>()
  const need = (needer: string, names: string[]) => {
    for (const name of names) {
      if (everyPage.has(name)) continue
      for (const id of chunks.get(name)?.moduleIds ?? []) {
        const set = needers.get(id) ?? new Set()
        set.add(needer)
        needers.set(id, set)
      }
    }
  }
  for (const { page, chunks: names } of pages.filter(({ page }) => budgeted(page))) need(page.path, names)
  for (const [page, part] of Object.entries(DRAWN_AT_ONCE)) {
    const file = path.resolve(import.meta.dirname, 'src', part)
    const name = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.startsWith(`${file}.`))?.fileName
    if (!name) throw new Error(`vite-page-chunks: no chunk for ${part}`)
    need(page, closure(name))
  }
  const names = new Map<string, string>()
  for (const [id, set] of needers) {
    const key = [...set].sort().join(' ')
    names.set(id, `pages~${createHash('sha256').update(key).digest('hex').slice(0, 8)}`)
  }
  return names
}

/** What the chunk grouping reads of a module. */
interface ChunkingContext {
  getModuleInfo(id: string): { dynamicImporters: readonly string[] } | null
}

/**
 * The group's name function: a module of a budgeted page's first render goes to the chunk of the pages
 * that need it; a module imported lazily (a layout, a page) keeps its own chunk, for the frames and the
 * router name it by its module.
 */
export const pageChunkName =
  (names: Map<string, string>) =>
  (id: string, ctx: ChunkingContext): string | null => {
    if ((ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null
    return names.get(id) ?? null
  }
