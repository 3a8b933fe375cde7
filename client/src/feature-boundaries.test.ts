import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The repository's Biome configuration, run on small files laid out like client/src: a feature imports
 * only lib/, components/, hooks/, config/, i18n/ and its own folder; those folders import no feature
 * and nothing of app/; app/ composes features. Forms have one resolver: only lib/form-resolver.ts
 * imports zod's resolver for react-hook-form. Forms keep their state in react-hook-form: antd's Form and
 * Form.Item are layout only (client/lint/no-antd-form-state.grit).
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

/** Files that keep a form's state in antd (one kind each), and a form that uses antd for layout only. */
const antdForm = (body: string) => `import { Form, Input } from 'antd'\nexport function F() {\n${body}\n}\n`
const antdFormState: { file: string; source: string }[] = [
  {
    file: 'client/src/features/orders/admin/coupon-dialog.tsx',
    source: antdForm('  const [form] = Form.useForm()\n  return form'),
  },
  {
    file: 'client/src/features/orders/admin/seeded-form.tsx',
    source: antdForm('  return <Form layout="vertical" initialValues={{ price: 1 }} />'),
  },
  {
    file: 'client/src/features/orders/admin/price-field.tsx',
    source: antdForm(
      '  return (\n    <Form.Item name="price" label="Price">\n      <Input />\n    </Form.Item>\n  )',
    ),
  },
  {
    file: 'client/src/components/required-field.tsx',
    source: antdForm('  return <Form.Item label="Name" rules={[{ required: true }]} />'),
  },
  {
    file: 'client/src/features/orders/admin/items-list.tsx',
    source: antdForm('  return <Form.List name="items">{() => null}</Form.List>'),
  },
  {
    file: 'client/src/app/watched.tsx',
    source: antdForm("  return Form.useWatch('bundle')"),
  },
]
const layoutForm = {
  file: 'client/src/features/orders/admin/layout-form.tsx',
  source: antdForm(
    '  return (\n    <Form layout="vertical" onFinish={() => undefined}>\n' +
      '      <Form.Item label="Season" htmlFor="season">\n        <Input id="season" />\n      </Form.Item>\n' +
      '    </Form>\n  )',
  ),
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-boundaries-'))
/** Restricted-import messages by file. */
const messages = new Map<string, string[]>()
/** The antd-form-state plugin's messages by file. */
const formStateMessages = new Map<string, string[]>()

beforeAll(() => {
  fs.copyFileSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'))
  fs.cpSync(path.join(root, 'client', 'lint'), path.join(scratch, 'client', 'lint'), { recursive: true })
  for (const { file, source } of [...antdFormState, layoutForm]) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
    fs.writeFileSync(path.join(scratch, file), source)
  }
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
    const found = { 'lint/style/noRestrictedImports': messages, plugin: formStateMessages }[d.category]
    found?.set(d.location.path, [...(found.get(d.location.path) ?? []), d.message])
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

  it.each(antdFormState)("refuse antd's own form state in $file", ({ file }) => {
    expect(formStateMessages.get(file)).toEqual([expect.stringMatching(/^antd's own form state/)])
  })

  it("let antd's Form and a labelled Form.Item lay out a form", () => {
    expect(formStateMessages.get(layoutForm.file)).toBeUndefined()
  })
})
