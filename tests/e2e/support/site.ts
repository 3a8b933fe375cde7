import fs from 'node:fs'
import path from 'node:path'
import { startTestServer } from '../../../server/src/test-support/test-server'

/**
 * The whole product as a visitor meets it: the built client served by a real server (in this process,
 * so tests can read what only the server knows, like a captcha's answer) on a fresh database.
 */
export async function startSite() {
  const index = path.resolve(import.meta.dirname, '../../../client/dist/index.html')
  if (!fs.existsSync(index))
    throw new Error('client/dist is missing: run `npm run build -w client` (npm run test:e2e does)')
  return startTestServer()
}

export type Site = Awaited<ReturnType<typeof startSite>>
