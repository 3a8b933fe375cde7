import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One version of each control per kind of page (docs/decisions/0030-one-control-per-kind-of-page.md),
 * read from the imports: the light pages and the first screens of the budgeted pages that load antd draw
 * no antd control, and the console pages draw no light one. The build's check (vite-route-modules.ts)
 * sees only a light page's first render; this sees every state of it, the ones a press brings too.
 */
const src = import.meta.dirname
const filesUnder = (folder: string): string[] =>
  fs.existsSync(path.join(src, folder))
    ? fs
        .readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(folder, file))
    : [folder]
const isAdmin = (file: string) => file.split(path.sep).includes('admin')

/** Where a page is light, in every state, or a budgeted page's first screen (the states a press brings are lazy). */
const light = [
  ...['exam', 'practice', 'lexicon', 'public-site', 'auth', 'student', 'judge'].flatMap((feature) =>
    filesUnder(`features/${feature}`).filter((file) => !isAdmin(file)),
  ),
  'features/certificates/pages/query-page.tsx',
  'features/certificates/pages/certificate-page.tsx',
  'features/certificates/components/my-certificates.tsx',
  ...filesUnder('features/privacy/pages'),
  'features/privacy/components/my-data-card.tsx',
  'features/admin/components/staff-sign-in-card.tsx',
  'features/admin/components/judge-gate.tsx',
  // My orders' first screen (the dialogs a press opens are antd's, loaded with the press).
  'features/orders/pages/my-orders-page.tsx',
  'features/orders/components/orders-table.tsx',
  'features/orders/components/cancel-order-button.tsx',
  'features/orders/components/invoice-request-actions.tsx',
  'features/orders/components/sandbox-banner.tsx',
]

/** The committee's, the schools' and the profile form's pages: antd's controls only. */
const consoles = [
  ...new Set([
    ...['exam-admin', 'school-console', 'teams', 'study-plans', 'courses', 'profile', 'admin'].flatMap(
      (feature) => filesUnder(`features/${feature}`),
    ),
    ...fs
      .readdirSync(path.join(src, 'features'))
      .flatMap((feature) => filesUnder(`features/${feature}/admin`))
      .filter((file) => !file.endsWith('/admin')),
    'app/pages/admin-shell.tsx',
  ]),
].filter((file) => !light.includes(file))

/** The light versions of antd's controls (components/); FormField and the choice fields serve every page. */
const LIGHT_CONTROL =
  /from '(?:\.\.\/)+components\/(plain-[\w-]+|text-input|search-box|segmented-control|light-tabs|loading-text|round-button)'/g
/** A value imported from antd (its size context, which the light components follow, is not a control). */
const ANTD_CONTROL = /^import \{[^}]*\} from 'antd(?!\/es\/config-provider\/SizeContext)[^']*'/gm

const read = (file: string) => fs.readFileSync(path.join(src, file), 'utf8')
const findings = (files: string[], pattern: RegExp) =>
  files.flatMap((file) => [...read(file).matchAll(pattern)].map((match) => `${file}: ${match[0]}`))

describe('One version of each control per kind of page', () => {
  it('the light pages, in every state, and the budgeted first screens draw no antd control', () => {
    expect(light.length).toBeGreaterThan(100)
    expect(findings(light, ANTD_CONTROL)).toEqual([])
  })

  it('the console pages draw no light control', () => {
    expect(consoles.length).toBeGreaterThan(100)
    expect(findings(consoles, LIGHT_CONTROL)).toEqual([])
  })
})
