import fs from 'node:fs'
import path from 'node:path'

/** The pages the client build pre-renders (client/scripts/prerender.mjs): the home page at its two paths. */
export const PRERENDERED_PATHS = ['/', '/HomeView']

export interface PrerenderedHome {
  /** dist/home.html: index.html with the home page drawn in it. */
  file: string
  /** The hashes of its inline scripts (language swap, start of the app), for the Content-Security-Policy. */
  scriptHashes: string[]
}

/** The build's pre-rendered home page, or null when the build has none (then index.html serves /). */
export function findPrerenderedHome(clientDist: string): PrerenderedHome | null {
  const file = path.join(clientDist, 'home.html')
  const csp = path.join(clientDist, 'home.csp.json')
  if (!fs.existsSync(file) || !fs.existsSync(csp)) return null
  const { scriptHashes } = JSON.parse(fs.readFileSync(csp, 'utf8')) as { scriptHashes: string[] }
  return { file, scriptHashes: scriptHashes.map((hash) => `'${hash}'`) }
}
