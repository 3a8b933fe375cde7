import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { sysDictData } from '../../db/schema'

/** The entries of one dictionary in their order, with both labels. */
export function dictionaryOf(db: Db, dictType: string) {
  return db
    .select({
      dictType: sysDictData.dictType,
      dictValue: sysDictData.dictValue,
      dictLabel: sysDictData.dictLabel,
      dictLabelEn: sysDictData.dictLabelEn,
      dictSort: sysDictData.dictSort,
    })
    .from(sysDictData)
    .where(eq(sysDictData.dictType, dictType))
    .orderBy(asc(sysDictData.dictSort))
}
