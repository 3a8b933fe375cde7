import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { root } from '../../deploy/support/compiled-server'

/**
 * Builds client/dist (what the compiled server serves) when client/dist/index.html is missing or a
 * client source is newer than it (`npm run test:e2e` builds it without the marker `npm run build`
 * leaves, so the page itself is the build's time). Several test files may ask at once: the build runs
 * under a file lock, and a later asker finds it up to date.
 */
export function ensureClientBuild(): void {
  const lock = path.join(os.tmpdir(), 'spell-client-build.lock')
  const script = `
    import fs from 'node:fs'
    import { spawnSync } from 'node:child_process'
    import { newestSource, parts } from './scripts/build-state.mjs'
    const page = fs.statSync('client/dist/index.html', { throwIfNoEntry: false })
    if (!page || newestSource(parts.client.sources) > page.mtimeMs) {
      fs.rmSync(parts.client.output, { force: true })
      const built = spawnSync('npm', ['run', 'build', '-w', 'client'], { stdio: 'inherit' })
      if (built.status !== 0) process.exit(built.status ?? 1)
      fs.writeFileSync(parts.client.output, new Date().toISOString() + '\\n')
    }
  `
  // Vitest sets NODE_ENV=test, which would make Vite build React's development JSX runtime.
  const { NODE_ENV: _test, ...env } = process.env
  const result = spawnSync('flock', [lock, process.execPath, '--input-type=module', '--eval', script], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0)
    throw new Error(`npm run build -w client failed:\n${result.stdout}${result.stderr}`)
}
