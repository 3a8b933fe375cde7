import fs from 'node:fs'
import path from 'node:path'
import type { ExamClock } from '../../../server/src/modules/exams/exam-clock'
import { startTestServer } from '../../../server/src/test-support/test-server'

/**
 * The whole product as a visitor meets it: the built client served by a real server (in this process,
 * so tests can read what only the server knows, like a captcha's answer) on a fresh database. With
 * `examClock` the live semi-final runs on time the test moves; `env` adds settings (e.g. payment
 * providers pointed at their stand-ins).
 */
export async function startSite(options: { examClock?: ExamClock; env?: Record<string, string> } = {}) {
  const index = path.resolve(import.meta.dirname, '../../../client/dist/index.html')
  if (!fs.existsSync(index))
    throw new Error('client/dist is missing: run `npm run build -w client` (npm run test:e2e does)')
  return startTestServer(options.env ?? {}, { examClock: options.examClock })
}

export type Site = Awaited<ReturnType<typeof startSite>>
