// The data builds read npm packages that are never dependencies of the project: they are installed
// into a temporary folder, outside the workspaces, and removed afterwards.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Installs `specs` into a new temporary folder named after `prefix`; returns its node_modules folder
 * and a function that removes the folder. npm runs from the temporary folder so that it cannot take
 * the repository's workspaces for the target, and without the settings `npm run` passes down that
 * point at the repository (registry, cache and proxy settings are kept).
 */
export function installTempPackages(prefix, specs) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  console.log(`installing ${specs.join(', ')} into ${tmp} ...`)
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !/^npm_config_(prefix|local_prefix|workspaces?|include_workspace_root|global|save.*)$/i.test(k),
    ),
  )
  execFileSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--prefix',
      tmp,
      ...specs,
    ],
    { cwd: tmp, env, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  return [path.join(tmp, 'node_modules'), () => fs.rmSync(tmp, { recursive: true, force: true })]
}
