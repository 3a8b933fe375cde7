import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { root } from '../../deploy/support/compiled-server'

/**
 * Builds client/dist (what the compiled server serves) when a client source is newer than its last
 * build, as `npm run test:e2e` does. Several test files may ask at once: the build runs under a file
 * lock, and a later asker finds it up to date.
 */
export function ensureClientBuild(): void {
  const lock = path.join(os.tmpdir(), 'spell-client-build.lock')
  // Vitest sets NODE_ENV=test, which would make Vite build React's development JSX runtime.
  const { NODE_ENV: _test, ...env } = process.env
  const result = spawnSync(
    'flock',
    [lock, process.execPath, path.join(root, 'scripts', 'build.mjs'), '--if-stale', '--client'],
    { cwd: root, env, encoding: 'utf8' },
  )
  if (result.status !== 0)
    throw new Error(`npm run build -w client failed:\n${result.stdout}${result.stderr}`)
}
