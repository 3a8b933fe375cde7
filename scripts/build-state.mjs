// Whether the production build is up to date: a build is stale when any file it is made from is
// newer than its output. Used by `npm start` (build only what is stale) and `npm run admin`.
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

const at = (p) => path.join(root, p)

/** What each part is built from, and the file a finished build leaves (its time is the build's). */
export const parts = {
  server: {
    sources: ['server/src', 'shared/src', 'engine/src', 'server/package.json', 'scripts/build-server.mjs'],
    output: 'server/dist/main.js',
  },
  client: {
    sources: [
      'client/src',
      'client/public',
      'client/scripts',
      'client/index.html',
      'client/vite.config.ts',
      'client/package.json',
      'shared/src',
      'engine/src',
    ],
    // Written by the client's build as its last step (client/scripts/mark-complete.mjs), after Vite,
    // the prerender and the precompression passed.
    output: 'client/dist/.build-complete',
  },
}

/** Newest modification time (ms) of the files under the given paths, tests left out. */
export function newestSource(sources) {
  let newest = 0
  const visit = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false })
    if (!stat) return
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name))
    else if (!/\.test\.tsx?$/.test(p)) newest = Math.max(newest, stat.mtimeMs)
  }
  for (const p of sources) visit(at(p))
  return newest
}

/** True when the part has no build, or a source is newer than it. */
export function isStale(part) {
  const { sources, output } = parts[part]
  const built = fs.statSync(at(output), { throwIfNoEntry: false })
  return !built || newestSource(sources) > built.mtimeMs
}
