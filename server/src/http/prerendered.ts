import fs from 'node:fs'
import path from 'node:path'
import { initialLoginForm, loginFormInCookies } from '@spell/shared/api/accounts/login-form'

/** What of a request for a page decides which of the build's files is sent. */
interface PageRequest {
  path: string
  /** The address's query, without the '?' ('' when there is none). */
  search: string
  /** The Cookie header. */
  cookies: string | undefined
}

export interface PrerenderedPages {
  /**
   * The file to send for a page: the page drawn in index.html where the build drew it (not for an
   * address with a query, which its first render reads), the drawing the request chooses for a page
   * drawn once per first state, else index.html naming the chunks of that page's first render, else
   * nothing (index.html itself).
   */
  fileOf: (request: PageRequest) => string | undefined
  /** Whether the page sent for this path depends on the request's cookies (for the Vary header). */
  readsCookies: (urlPath: string) => boolean
  /** The hashes of their inline scripts (language swap, start of the app), for the Content-Security-Policy. */
  scriptHashes: string[]
}

/**
 * How the server picks among the drawings of a page drawn once per first state, as the page's first
 * render picks (client/src/prerender.tsx): the login page opens on the form the link asks for, else
 * the one chosen last on this device (a cookie).
 */
const choosers: Record<string, (query: URLSearchParams, cookies: string | undefined) => string> = {
  '/chnEngLogin': (query, cookies) =>
    initialLoginForm({
      type: query.get('type'),
      pushUrl: query.get('pushUrl'),
      remembered: loginFormInCookies(cookies),
    }),
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
    choices = {},
    frames = {},
    scriptHashes,
  } = JSON.parse(fs.readFileSync(list, 'utf8')) as {
    pages: Record<string, string>
    choices?: Record<string, Record<string, string>>
    frames?: Record<string, string>
    scriptHashes: string[]
  }
  const filesOf = (files: Record<string, string>) =>
    new Map(Object.entries(files).map(([urlPath, file]) => [urlPath, path.join(folder, file)]))
  const drawn = filesOf(pages)
  const chosen = new Map(Object.entries(choices).map(([urlPath, files]) => [urlPath, filesOf(files)]))
  const framed = filesOf(frames)
  const choiceOf = ({ path: urlPath, search, cookies }: PageRequest) => {
    const choose = choosers[urlPath]
    return choose && chosen.get(urlPath)?.get(choose(new URLSearchParams(search), cookies))
  }
  return {
    fileOf: (request) =>
      (request.search ? undefined : drawn.get(request.path)) ?? choiceOf(request) ?? framed.get(request.path),
    readsCookies: (urlPath) => chosen.has(urlPath) && urlPath in choosers,
    scriptHashes: scriptHashes.map((hash) => `'${hash}'`),
  }
}
