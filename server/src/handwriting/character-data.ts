import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { type CharacterData, characterDataSchema } from '@spell/shared/handwriting/grade-character'
import { AppError } from '../http/app-error'

/** Stroke data of hanzi-writer-data, one small file per character. */
const strokesDir = path.dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'))
const characterCache = new Map<string, CharacterData>()

/** The medians of one character, or null when hanzi-writer-data has none for it. */
export async function findCharacterData(character: string): Promise<CharacterData | null> {
  const cached = characterCache.get(character)
  if (cached) return cached
  if (!/^\p{Script=Han}$/u.test(character)) return null
  const text = await fs.readFile(path.join(strokesDir, `${character}.json`), 'utf8').catch(() => null)
  if (!text) return null
  const data = characterDataSchema.parse(JSON.parse(text))
  characterCache.set(character, data)
  return data
}

/** The medians of one character; a character without stroke data cannot be graded. */
export async function characterData(character: string): Promise<CharacterData> {
  const data = await findCharacterData(character)
  if (!data) throw new AppError('notFound', 'lexicon.noStrokes')
  return data
}
