import fs from 'node:fs'
import path from 'node:path'

export interface PrerenderedPages {
  /**
   * The file to send for a page: the page drawn in index.html where the build drew it (not for an
   * address with a query, which its first render reads), else index.html naming the chunks of that
   * page's first render, else nothing (index.html itself).
   */
  fileOf: (urlPath: string, hasQuery: boolean) => string | undefined
  /** The hashes of their inline scripts (language swap, start of the app), for the Content-Security-Policy. */
  scriptHashes: string[]
}

/**
 * The build's pre-rendered pages and page frames (client/scripts/prerender.mjs). Null when the build
 * has none (then index.html serves every page).
 */
export function findPrerenderedPages(clientDist: string): PrerenderedPages | null {
  const folder = path.join(clientDist, 'prerendered')
  const list = path.join(folder, 'pages.json')
  if (!fs.existsSync(list)) return null
  const {
    pages,
    frames = {},
    scriptHashes,
  } = JSON.parse(fs.readFileSync(list, 'utf8')) as {
    pages: Record<string, string>
    frames?: Record<string, string>
    scriptHashes: string[]
  }
  const filesOf = (files: Record<string, string>) =>
    new Map(Object.entries(files).map(([urlPath, file]) => [urlPath, path.join(folder, file)]))
  const drawn = filesOf(pages)
  const framed = filesOf(frames)
  return {
    fileOf: (urlPath, hasQuery) => (hasQuery ? undefined : drawn.get(urlPath)) ?? framed.get(urlPath),
    scriptHashes: scriptHashes.map((hash) => `'${hash}'`),
  }
}
