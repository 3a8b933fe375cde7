import { z } from 'zod'
import { defineCall } from '../contract'
import { INT_MAX } from '../numbers'

/** Fun-learning product codes and fixed keys. */
export const PRACTICE_PRODUCT = { category: 3, subCategory: 2, subTypeCategory: 8 } as const
export const PRACTICE_ACTIVITY_TYPE = 1

export const quizTypes = [1, 2, 3, 4] as const
export type PracticeQuizType = (typeof quizTypes)[number]
/** A question of this type is answered by writing the character by hand; the server grades the strokes. */
export const WRITING_QUIZ_TYPE = 4
/** Names of the quiz types, as cards and result groups show them. */
export const quizTypeNames: Record<PracticeQuizType, { zh: string; en: string }> = {
  1: { zh: '看释义选汉字', en: 'Meaning to character' },
  2: { zh: '听拼音找汉字', en: 'Find the characters by pinyin' },
  3: { zh: '双字组词', en: 'Two-tile words' },
  4: { zh: '听音写字', en: 'Listen and write' },
}

const id = z.coerce
  .number({ error: 'practice.quizRequired' })
  .int()
  .positive('practice.quizRequired')
  .max(INT_MAX, 'practice.quizRequired')
const activityType = z.coerce.number().int().optional()

/** Product level: a tab of the fun-learning page. */
export const productLevelSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  productNameEn: z.string(),
  productId: z.number().int().nullable(),
})

export const getAppletsProductList = defineCall({
  method: 'GET',
  paths: ['/product/getAppletsProductList'],
  request: z.object({
    activityType,
    category: z.coerce.number().int().optional(),
    subCategory: z.coerce.number().int().optional(),
    subTypeCategory: z.coerce.number().int().optional(),
  }),
  response: z.array(productLevelSchema),
})

export const quizSummarySchema = z.object({
  id: z.number().int(),
  quizName: z.string(),
  quizNameEn: z.string(),
  paperNo: z.number().int().nullable(),
  quizType: z.number().int().nullable(),
  questionCount: z.number().int(),
  /** The student's best score so far, or null before a first attempt. */
  bestScore: z.number().int().nullable(),
})

/** Exercise product: papers (quizList), trial quiz types (quizTypeList), isBuy, the product. */
/** The sign-up and exam windows of the stage a level belongs to (ISO times), and whether one is open now. */
export const stageWindowSchema = z.object({
  open: z.boolean(),
  raceSchedule: z.number().int(),
  signUpStartTime: z.string().nullable(),
  signUpEndTime: z.string().nullable(),
  examinationStartTime: z.string().nullable(),
  examinationEndTime: z.string().nullable(),
})
export type StageWindow = z.infer<typeof stageWindowSchema>

export const queryQuizProductList = defineCall({
  method: 'GET',
  paths: ['/exercises/queryQuizProductList'],
  request: z.object({ activityType, id }),
  response: z.object({
    quizList: z.array(quizSummarySchema),
    quizTypeList: z.array(quizSummarySchema),
    isBuy: z.union([z.literal(0), z.literal(1)]),
    productDetail: productLevelSchema,
    /**
     * The competition stage's sign-up and exam windows, inside which the level opens; null when the
     * level is not tied to a competition stage (open all year).
     */
    stageWindow: stageWindowSchema.nullable(),
  }),
})

/** A practice question as the student sees it: the options, never the answer (answerCount only). */
export const practiceQuestionSchema = z.object({
  id: z.number().int(),
  quizType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  quizNumber: z.number().int(),
  question: z.string(),
  choice: z.string(),
  answerCount: z.number().int(),
  definitionUrl: z.string().nullable(),
  sentenceUrl: z.string().nullable(),
  pinyinUrl: z.string().nullable(),
  questionTime: z.number().int(),
  questionScore: z.number().int(),
})
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>

const quizWithQuestions = z.object({
  quizId: z.number().int(),
  levelId: z.number().int(),
  quizName: z.string(),
  quizNameEn: z.string(),
  kind: z.union([z.literal(1), z.literal(2)]),
  list: z.array(practiceQuestionSchema),
})

/** A paper's questions (type 2 on the answer page); refused until the level is bought. */
export const levelQuizInfo = defineCall({
  method: 'GET',
  paths: ['/exercises/level/quizInfo'],
  request: z.object({ quizId: id }),
  response: quizWithQuestions,
})

/** A free trial's question (type 1 on the answer page), by its quiz id. */
export const testLevelQuizInfo = defineCall({
  method: 'GET',
  paths: ['/exercises/testLevel/quizInfo'],
  request: z.object({ activityType, id }),
  response: quizWithQuestions,
})

/** Whether two picked tiles are a type 3 question's answer (any order). */
export const checkPick = defineCall({
  method: 'POST',
  paths: ['/exercises/checkPick'],
  request: z.object({
    questionId: id,
    tiles: z.array(z.string().max(8)).length(2, 'practice.twoTiles'),
  }),
  response: z.object({ isRight: z.boolean() }),
})

/** A practice result record as the client sends it; the server decides isRight. */
export const practiceAnswerSchema = z.object({
  questionId: z.coerce.number().int().positive(),
  quizNumber: z.coerce.number().int().optional(),
  quizType: z.coerce.number().int().optional(),
  userAnswer: z.string().max(200).default(''),
})

/**
 * Saves a finished attempt. score and timestamp are ignored: the server scores the answers and times
 * the attempt from when it handed out the questions (or took the previous attempt).
 */
export const saveQuiz = defineCall({
  method: 'POST',
  paths: ['/exercises/saveQuiz'],
  request: z.object({
    activityType,
    season: z.coerce.number().int().optional(),
    quizId: id,
    score: z.coerce.number().optional(),
    results: z.array(practiceAnswerSchema).max(50),
    timestamp: z.coerce.number().int().min(0).max(86_400).default(0),
  }),
  response: z.object({
    recordId: z.number().int(),
    score: z.number().int(),
    seconds: z.number().int(),
    attempts: z.number().int(),
    results: z.array(
      z.object({
        questionId: z.number().int(),
        quizNumber: z.number().int(),
        quizType: z.number().int(),
        userAnswer: z.string(),
        questionAnswer: z.string(),
        isRight: z.enum(['1', '0']),
      }),
    ),
  }),
})

/** The latest attempt's result: time, score, attempts, and the answers grouped by quiz type. */
export const queryDataQuizAnswerResultInfo = defineCall({
  method: 'GET',
  paths: ['/exercises/queryDataQuizAnswerResultInfo'],
  request: z.object({ quizId: id }),
  response: z.object({
    quizId: z.number().int(),
    levelId: z.number().int(),
    quizName: z.string(),
    quizNameEn: z.string(),
    score: z.number().int(),
    seconds: z.number().int(),
    attempts: z.number().int(),
    answerDetail: z.array(
      z.object({
        quizType: z.number().int(),
        quizTypeStr: z.string(),
        quizTypeStrEn: z.string(),
        answerResults: z.array(
          z.object({
            quizNumber: z.number().int(),
            userAnswer: z.string(),
            /** '1' right, '0' wrong, null unfinished (no answer given). */
            isRight: z.enum(['1', '0']).nullable(),
          }),
        ),
      }),
    ),
  }),
})
