import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { translate } from '@spell/shared'
import {
  adminGetWord,
  adminSaveWord,
  adminSearchWords,
  adminSetWordHidden,
  LEXICON_UPLOAD_MAX_BYTES,
  LEXICON_UPLOAD_PATH,
} from '@spell/shared/api/lexicon/admin-words'
import { getCWordInfoGroupList, getCWordList, getCWordStrokes } from '@spell/shared/api/lexicon/words'
import { saveWriting, writingHistory } from '@spell/shared/api/lexicon/writing'
import { Router } from 'express'
import multer from 'multer'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { type CallContext, mountCall } from '../../http/define-route'
import { isBasicInfoComplete } from '../users/basic-info.service'
import { useBuiltSpeech } from './built-speech'
import { checkCommitteeClip, uploadTooLarge } from './committee-clips'
import { contentDeskRoutes } from './content-desk.routes'
import { GLYPH_STYLES, type GlyphStyle, glyphSvg } from './glyph-fonts'
import { committeeWord, listWords, saveWord, setWordHidden, wordById, wordsAt } from './lexicon.service'
import { keepCheckedClips } from './offered-clips'
import { speechChecked, speechClip, spokenText } from './speech-audio'
import * as writing from './writing.service'

/** Stroke data of hanzi-writer-data, one small file per character, read only when asked for. */
const strokesDir = path.dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'))

/** The files the committee may attach, recognised by their first bytes. */
const uploadKinds = [
  { extension: 'png', matches: (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([137, 80, 78, 71])) },
  { extension: 'jpg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    extension: 'mp3',
    matches: (b: Buffer) =>
      b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
  {
    extension: 'wav',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE',
  },
]

/**
 * The character bank. Students need complete basic information first (2014, which the page answers
 * with its complete-your-information prompt); the committee reads and edits every entry.
 */
export function lexiconRoutes({ db, files, config, logger }: AppServices) {
  const router = Router()
  const readers = { access: ['student', 'committee'] as const }
  const committee = { access: ['committee'] as const }

  const checkReader = async ({ user }: CallContext<readonly ['student', 'committee']>) => {
    if (user.role === 'student' && !(await isBasicInfoComplete(db, user.id)))
      throw new AppError('incompleteInfo')
  }

  mountCall(router, getCWordList, readers, async (input, context) => {
    await checkReader(context)
    return listWords(db, input)
  })

  // Generated glyphs and clips live in the data folder, made on first request.
  const cacheDir = path.join(config.uploadsDir, 'generated')
  useBuiltSpeech(cacheDir)

  mountCall(router, getCWordInfoGroupList, readers, async (input, context) => {
    await checkReader(context)
    const page = await wordsAt(db, input)
    await keepCheckedClips(cacheDir, page.list)
    return page
  })

  mountCall(router, getCWordStrokes, readers, async ({ cword }, context) => {
    await checkReader(context)
    const text = await fs.readFile(path.join(strokesDir, `${cword}.json`), 'utf8').catch(() => null)
    if (!text) throw new AppError('notFound', 'lexicon.noStrokes')
    context.res.setHeader('cache-control', 'private, max-age=86400')
    return JSON.parse(text)
  })

  const students = { access: ['student'] as const }
  const checkStudent = async (userId: number) => {
    if (!(await isBasicInfoComplete(db, userId))) throw new AppError('incompleteInfo')
  }
  mountCall(router, saveWriting, students, async (input, context) => {
    await checkStudent(context.user.id)
    return writing.saveWriting(db, logger, context.user.id, input)
  })
  mountCall(router, writingHistory, students, async ({ cword }, context) => {
    await checkStudent(context.user.id)
    return writing.writingHistory(db, context.user.id, cword)
  })

  // Glyphs and clips are public, like the pinyin clips: the page's <img> and <audio> elements send no
  // credentials.
  const forever = 'public, max-age=31536000, immutable'

  router.get('/word/glyph/:style/:code.svg', (req, res) => {
    const style = req.params.style as GlyphStyle
    const codePoint = Number.parseInt(req.params.code, 16)
    if (!GLYPH_STYLES.includes(style) || !/^[0-9a-f]{4,5}$/.test(req.params.code))
      throw new AppError('notFound', 'lexicon.glyphMissing')
    const svg = glyphSvg(cacheDir, style, codePoint)
    if (!svg) throw new AppError('notFound', 'lexicon.glyphMissing')
    res.setHeader('cache-control', forever)
    res.type('image/svg+xml').send(svg)
  })

  router.get('/word/speech/:id/:languageType/:part/:column', async (req, res, next) => {
    try {
      const id = Number(req.params.id)
      const languageType = Number(req.params.languageType)
      const column = req.params.column as 'meaning' | 'sentence' | 'idiom' | 'classicPoetry'
      if (
        !Number.isInteger(id) ||
        id < 1 ||
        !['meaning', 'sentence', 'idiom', 'classicPoetry'].includes(column)
      )
        throw new AppError('notFound', 'lexicon.audioMissing')
      const entry = await wordById(db, id)
      const part = entry.speechVo.find((vo) => vo.languageType === languageType)?.parts[
        Number(req.params.part)
      ]
      const language = languageType === 1 ? 'en' : 'zh'
      const spoken = spokenText(language, part?.[column] ?? null)
      const clip = spoken ? await speechClip(cacheDir, language, spoken) : null
      if (!clip) throw new AppError('notFound', 'lexicon.audioMissing')
      res.setHeader('cache-control', req.query.v ? forever : 'private, max-age=86400')
      res.type(clip.type).sendFile(clip.file)
    } catch (failure) {
      next(failure)
    }
  })

  mountCall(router, adminSearchWords, committee, ({ CWord }) =>
    listWords(db, { CWord, pageNum: 1, pageSize: 200 }, 'committee'),
  )
  mountCall(router, adminGetWord, committee, ({ id }) => committeeWord(db, id))
  mountCall(router, adminSaveWord, committee, async (input) => {
    const saved = await saveWord(db, input)
    // The committee's texts are checked for reading aloud now, so the next page offers no clip that fails.
    for (const vo of input.speechVo) {
      const language = vo.languageType === 1 ? 'en' : 'zh'
      for (const part of vo.parts)
        for (const text of [part.meaning, part.sentence, part.idiom, part.classicPoetry])
          await speechChecked(language, spokenText(language, text ?? null))
    }
    return saved
  })
  mountCall(router, adminSetWordHidden, committee, (input) => setWordHidden(db, input))
  router.use(contentDeskRoutes(db))

  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LEXICON_UPLOAD_MAX_BYTES, files: 1 },
  })
  router.post(LEXICON_UPLOAD_PATH, (req, res, next) => {
    if (!req.user) throw new AppError('unauthorized')
    if (req.user.role !== 'committee') throw new AppError('forbidden')
    upload.single('file')(req, res, async (error: unknown) => {
      try {
        if (error instanceof multer.MulterError)
          throw error.code === 'LIMIT_FILE_SIZE'
            ? uploadTooLarge()
            : new AppError('invalidInput', 'lexicon.badUpload')
        if (error) throw error
        const file = req.file
        const kind = file && uploadKinds.find((k) => k.matches(file.buffer))
        const named = file?.originalname.toLowerCase().replace('.jpeg', '.jpg')
        if (!file || !kind || !named?.endsWith(`.${kind.extension}`))
          throw new AppError('invalidInput', 'lexicon.badUpload')
        if (kind.extension === 'mp3' || kind.extension === 'wav') await checkCommitteeClip(file.buffer)
        const url = await files.save('lexicon', kind.extension, file.buffer)
        res.json({ code: 200, msg: translate('result.ok', req.lang), data: { url } })
      } catch (failure) {
        next(failure)
      }
    })
  })
  return router
}
