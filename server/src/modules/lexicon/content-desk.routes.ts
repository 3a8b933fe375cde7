import {
  adminExportLexicon,
  adminImportLexicon,
  adminLexiconCoverage,
  adminReviewQueue,
  adminReviewWord,
} from '@spell/shared/api/lexicon/content-desk'
import { Router } from 'express'
import type { Db } from '../../db/database'
import { mountCall } from '../../http/define-route'
import { lexiconCoverage, reviewQueue, setReviewed } from './content-desk.service'
import { exportLexicon, importLexicon } from './lexicon-sheet'

/** The committee's content desk: coverage, the review queue, and the bank as an .xlsx. Committee only. */
export function contentDeskRoutes(db: Db) {
  const router = Router()
  const committee = { access: ['committee'] as const }
  mountCall(router, adminLexiconCoverage, committee, () => lexiconCoverage(db))
  mountCall(router, adminReviewQueue, committee, ({ pageNum }) => reviewQueue(db, pageNum))
  mountCall(router, adminReviewWord, committee, (input) => setReviewed(db, input))
  mountCall(router, adminExportLexicon, committee, () => exportLexicon(db))
  mountCall(router, adminImportLexicon, committee, ({ content }, { req }) =>
    importLexicon(db, content, req.lang),
  )
  return router
}
