import fs from 'node:fs'
import path from 'node:path'

export interface PrerenderedPages {
  /** The file of each pre-rendered path: index.html with the page drawn in it. */
  fileOf: (urlPath: string) => string | undefined
  /** The hashes of their inline scripts (language swap, start of the app), for the Content-Security-Policy. */
  scriptHashes: string[]
}

/**
 * The build's pre-rendered pages (client/scripts/prerender.mjs): the pages a visitor opens without
 * signing in. Null when the build has none (then index.html serves them).
 */
export function findPrerenderedPages(clientDist: string): PrerenderedPages | null {
  const folder = path.join(clientDist, 'prerendered')
  const list = path.join(folder, 'pages.json')
  if (!fs.existsSync(list)) return null
  const { pages, scriptHashes } = JSON.parse(fs.readFileSync(list, 'utf8')) as {
    pages: Record<string, string>
    scriptHashes: string[]
  }
  const files = new Map(Object.entries(pages).map(([urlPath, file]) => [urlPath, path.join(folder, file)]))
  return { fileOf: (urlPath) => files.get(urlPath), scriptHashes: scriptHashes.map((hash) => `'${hash}'`) }
}
