import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The repository's Biome configuration, run on small files laid out like client/src: a feature imports
 * only lib/, components/, hooks/, config/, i18n/ and its own folder; those folders import no feature
 * and nothing of app/; app/ composes features. Forms have one resolver: only lib/form-resolver.ts
 * imports zod's resolver for react-hook-form.
 */
const root = path.resolve(import.meta.dirname, '../..')
const biome = path.join(root, 'node_modules', '.bin', 'biome')

interface Probe {
  /** Where the importing file sits, as if in the repository. */
  file: string
  /** What it imports. */
  from: string
}

const refused: Probe[] = [
  // a feature importing another feature, at each depth inside the feature
  { file: 'client/src/features/exam/choices.ts', from: '../judge/judge-clock' },
  { file: 'client/src/features/exam/hooks/use-x.ts', from: '../../judge/components/control-view' },
  { file: 'client/src/features/orders/admin/api/coupons.ts', from: '../../../profile/api/consent' },
  // a feature importing app/
  { file: 'client/src/features/site-shell/pages/x.tsx', from: '../../../app/antd-config-loader' },
  // the shared folders importing a feature or app/
  { file: 'client/src/lib/x.ts', from: '../features/exam/choices' },
  { file: 'client/src/components/x.tsx', from: '../app/routes' },
]

/** Files that import zod's resolver for react-hook-form themselves, at each place a form may sit. */
const ownResolver: Probe[] = [
  'client/src/features/auth/pages/sign-in-form.tsx',
  'client/src/features/orders/admin/components/coupon-form.tsx',
  'client/src/components/address-form.tsx',
  'client/src/lib/form-resolver-v2.ts',
  'client/src/app/setup-form.tsx',
].map((file) => ({ file, from: '@hookform/resolvers/zod' }))

const allowed: Probe[] = [
  // a feature's own folder
  { file: 'client/src/features/exam/hooks/use-y.ts', from: '../api/exam-keys' },
  { file: 'client/src/features/exam/hooks/use-z.ts', from: './use-now' },
  // the shared folders, from a feature
  ...['lib/request', 'components/form-field', 'hooks/use-season', 'config/paths', 'i18n'].map(
    (shared, i) => ({
      file: `client/src/features/exam/pages/page-${i}.tsx`,
      from: `../../../${shared}`,
    }),
  ),
  // app/ composing features
  { file: 'client/src/app/pages/x.tsx', from: '../../features/exam/choices' },
  // the shared resolver itself
  { file: 'client/src/lib/form-resolver.ts', from: '@hookform/resolvers/zod' },
]

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-boundaries-'))
/** Restricted-import messages by file. */
const messages = new Map<string, string[]>()

beforeAll(() => {
  fs.copyFileSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'))
  for (const { file, from } of [...refused, ...ownResolver, ...allowed]) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
    fs.writeFileSync(path.join(scratch, file), `export { value } from '${from}'\n`)
  }
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', 'client'], {
    cwd: scratch,
    encoding: 'utf8',
  })
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; message: string; location: { path: string } }[]
  }
  for (const d of report.diagnostics) {
    if (d.category !== 'lint/style/noRestrictedImports') continue
    messages.set(d.location.path, [...(messages.get(d.location.path) ?? []), d.message])
  }
}, 60_000)
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

describe('feature boundaries', () => {
  it.each(refused)('refuse $file importing $from', ({ file }) => {
    expect(messages.get(file)).toEqual([
      expect.stringMatching(/^(A feature imports only|lib\/, components\/)/),
    ])
  })

  it.each(ownResolver)('refuse $file importing $from', ({ file }) => {
    expect(messages.get(file)).toEqual([expect.stringMatching(/^forms validate through/)])
  })

  it.each(allowed)('let $file import $from', ({ file }) => {
    expect(messages.get(file)).toBeUndefined()
  })
})
