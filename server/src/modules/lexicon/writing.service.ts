import type { WritingRecord } from '@spell/shared/api/lexicon/writing'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { lexiconWords, lexiconWritings } from '../../db/schema'
import { characterData } from '../../handwriting/character-data'
import { gradeDrawing } from '../../handwriting/grade-drawing'
import { AppError } from '../../http/app-error'
import type { Logger } from '../../logger'

const HISTORY_LENGTH = 20

const toRecord = (row: typeof lexiconWritings.$inferSelect): WritingRecord => ({
  id: row.id,
  cword: row.cword,
  strokeMistakes: row.strokeMistakes,
  totalMistakes: row.totalMistakes,
  createdAt: row.createdAt.toISOString(),
})

/**
 * Grades a "Write it" attempt at a character of the bank from its strokes, as the writing grid showed
 * it (with the outline), and keeps the mistakes on each stroke in the student's history.
 */
export async function saveWriting(
  db: Db,
  logger: Logger,
  userId: number,
  attempt: { cword: string; strokes: Strokes },
) {
  const [word] = await db
    .select({ id: lexiconWords.id })
    .from(lexiconWords)
    .where(and(eq(lexiconWords.cword, attempt.cword), eq(lexiconWords.hidden, false)))
  if (!word) throw new AppError('notFound', 'lexicon.notFound')
  const data = await characterData(attempt.cword)
  const { strokeMistakes } = gradeDrawing(attempt.strokes, { cword: attempt.cword, data }, logger, {
    options: { isOutlineVisible: true },
  })
  const [row] = await db
    .insert(lexiconWritings)
    .values({
      userId,
      cword: attempt.cword,
      strokeMistakes,
      totalMistakes: strokeMistakes.reduce((sum, n) => sum + n, 0),
    })
    .returning()
  return toRecord(row as typeof lexiconWritings.$inferSelect)
}

/** The student's latest attempts, newest first (of one character when given). */
export async function writingHistory(db: Db, userId: number, cword?: string) {
  const rows = await db
    .select()
    .from(lexiconWritings)
    .where(and(eq(lexiconWritings.userId, userId), cword ? eq(lexiconWritings.cword, cword) : undefined))
    .orderBy(desc(lexiconWritings.createdAt), desc(lexiconWritings.id))
    .limit(HISTORY_LENGTH)
  return { list: rows.map(toRecord) }
}
