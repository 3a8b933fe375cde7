import { z } from 'zod'
import { defineCall } from '../contract'
import { downloadSchema } from '../download'
import { sectionLetters } from '../exams/student-calls'
import { multiline } from '../plain-text'

/**
 * An exam question as the committee writes it: the Chinese and English question,
 * the choices (text, or image URLs: a choice containing http is shown as an image), the answers (one
 * or several of the choices), the quiz type, example (quizForm 1, its answer shown preselected) or
 * real (0), and the section letter of the progress bar.
 */
export const QUESTION_COLUMNS = [
  'quizForm',
  'section',
  'quizTypeStr',
  'description',
  'engDescription',
  'choice',
  'answer',
] as const

/**
 * Columns a paper file may leave out: the question kind ("choice", the default, or "write": the
 * student writes the character by hand), the pinyin a write question reads out, and the seconds the
 * question stays open (the exam's own setting when empty).
 */
export const OPTIONAL_QUESTION_COLUMNS = ['kind', 'pinyin', 'seconds'] as const

export const questionKinds = ['choice', 'write'] as const
export type QuestionKind = (typeof questionKinds)[number]

/** One Chinese character, as a write question's answer must be. */
const singleHanCharacter = /^\p{Script=Han}$/u

/** Choices and answers are comma-joined; a Chinese comma is taken for a comma. */
export const splitList = (value: string) =>
  value
    .replace(/，/g, ',')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

const text = (max: number) => z.string().trim().min(1).max(max)

export const questionDraftSchema = z
  .object({
    quizForm: z.coerce
      .number()
      .int()
      .refine((n) => n === 0 || n === 1, { error: 'examAdmin.quizForm' }),
    section: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(sectionLetters, { error: 'examAdmin.section' })),
    quizTypeStr: text(100),
    description: multiline(text(1000)),
    engDescription: multiline(text(1000)),
    kind: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(questionKinds, { error: 'examAdmin.kind' }).default('choice'),
    ),
    pinyin: z.string().trim().max(100).default(''),
    seconds: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number({ error: 'examAdmin.seconds' }).int().min(5).max(600).optional(),
    ),
    choice: z
      .string()
      .trim()
      .max(2000)
      .default('')
      .transform((value) => splitList(value).join(',')),
    answer: text(200).transform((value) => splitList(value).join(',')),
  })
  .superRefine((q, context) => {
    if (q.kind === 'write') {
      // A write question's answer is the character itself; its meaning must not show it.
      if (!singleHanCharacter.test(q.answer))
        context.addIssue({ code: 'custom', path: ['answer'], message: 'examAdmin.writeOneCharacter' })
      if (!q.pinyin) context.addIssue({ code: 'custom', path: ['pinyin'], message: 'examAdmin.writePinyin' })
      for (const field of ['description', 'engDescription', 'pinyin'] as const)
        if (q[field].includes(q.answer))
          context.addIssue({ code: 'custom', path: [field], message: 'examAdmin.answerInQuestion' })
      return
    }
    const choices = splitList(q.choice)
    if (choices.length < 2)
      context.addIssue({ code: 'custom', path: ['choice'], message: 'examAdmin.twoChoices' })
    if (new Set(choices).size !== choices.length)
      context.addIssue({ code: 'custom', path: ['choice'], message: 'examAdmin.repeatedChoice' })
    const answers = splitList(q.answer)
    if (answers.some((answer) => !choices.includes(answer)))
      context.addIssue({ code: 'custom', path: ['answer'], message: 'examAdmin.answerNotAChoice' })
    for (const field of ['description', 'engDescription'] as const)
      if (answerShownIn(q[field], answers))
        context.addIssue({ code: 'custom', path: [field], message: 'examAdmin.answerInQuestion' })
  })

/**
 * Whether a question's text gives away one of its correct answers (image answers, URLs, aside). A
 * Latin answer counts only as a whole word, in any case ("art" is not given away by "start").
 */
export function answerShownIn(text: string, answers: readonly string[]) {
  const lower = text.toLowerCase()
  return answers.some((answer) => {
    if (answer.includes('http')) return false
    const wanted = answer.toLowerCase()
    if (!/^[\x20-\x7e]+$/.test(wanted)) return lower.includes(wanted)
    const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(lower)
  })
}
export type QuestionDraft = z.output<typeof questionDraftSchema>
export type QuestionDraftInput = z.input<typeof questionDraftSchema>

/** A whole paper: at least one real question; examples come first. */
export const questionListSchema = z
  .array(questionDraftSchema)
  .min(1, { error: 'examAdmin.noQuestions' })
  .max(200)
  .refine((list) => list.some((q) => q.quizForm === 0), { error: 'examAdmin.noRealQuestion' })

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  quizSequence: z.number().int(),
  quizNumber: z.number().int(),
  quizForm: z.union([z.literal(0), z.literal(1)]),
  section: z.enum(sectionLetters),
  quizTypeStr: z.string(),
  description: z.string(),
  engDescription: z.string(),
  kind: z.enum(questionKinds),
  pinyin: z.string(),
  seconds: z.number().int().nullable(),
  choice: z.string(),
  answer: z.string(),
})
export type AdminQuestion = z.infer<typeof adminQuestionSchema>

const quizId = z.coerce.number({ error: 'exam.quizIdRequired' }).int().positive()

/** Replaces the whole paper (refused once the exam has started). */
export const saveExamQuestions = defineCall({
  method: 'POST',
  paths: ['/admin/exam/questions'],
  request: z.object({ quizId, questions: questionListSchema }),
  response: z.array(adminQuestionSchema),
})

export const QUESTION_FILE_MAX_BYTES = 512 * 1024

/**
 * Reads a paper from an .xlsx (first sheet, the column names of QUESTION_COLUMNS in the first row) or
 * a JSON file (an array of questions, or `{questions: [...]}`), and replaces the exam's paper with it:
 * all rows or none. The file travels base64-encoded in the JSON body.
 */
export const importExamQuestions = defineCall({
  method: 'POST',
  paths: ['/admin/exam/questions/import'],
  request: z.object({
    quizId,
    fileName: z
      .string()
      .trim()
      .regex(/\.(xlsx|json)$/i, { error: 'examAdmin.fileType' }),
    content: z
      .string()
      .min(1)
      .max(Math.ceil((QUESTION_FILE_MAX_BYTES * 4) / 3) + 4, { error: 'examAdmin.fileTooBig' }),
  }),
  response: z.array(adminQuestionSchema),
})

/** A file the server made, base64-encoded, for the browser to save. */

export const getQuestionTemplate = defineCall({
  method: 'GET',
  paths: ['/admin/exam/questions/template'],
  request: z.object({ format: z.enum(['xlsx', 'json']).default('xlsx') }),
  response: downloadSchema,
})
