import type { AnswerGroup } from './components/answer-status-dialog'
import type { QuestionContent } from './components/question-card'
import type { SectionCount } from './components/section-progress'

/**
 * The static sample exam of /stu/exam/be and /stu/exam/quiz: its instructions, one
 * example question, progress A 0/6, B 0/6, C 0/3 and 30:00 remaining. The instructions speak of a
 * 20-minute exam while the mock shows 30:00: both readings are kept, as the published sample has them.
 */
export const sampleInstructions = {
  zh: [
    '1. 市级初赛共 15 题，考试时间 20 分钟。',
    '2. 第 1-6 题：根据英文释义和例句选出正确的汉字；第 7-12 题：根据拼音、释义和例句选字；第 13-15 题：根据拼音、释义和词性选字。',
    '3. 每道题都有倒计时，时间到后答案自动保存，请等待下一题。',
    '4. 最后一题结束后有 2 分钟检查时间，可以打开任意一题修改答案，然后交卷。',
    '5. 请保持网络畅通；断网时答案会先保存在本机，联网后自动提交。',
  ].join('\n'),
  en: [
    '1. The city preliminary has 15 questions and lasts 20 minutes.',
    '2. Questions 1-6: choose the right character from its English meaning and a sentence; 7-12: from its pinyin, meaning and a sentence; 13-15: from its pinyin, meaning and part of speech.',
    '3. Every question has a countdown. When it ends your answer is saved; please wait for the next question.',
    '4. After the last question you have 2 minutes to review: open any question, change the answer, then submit.',
    '5. Keep your network on. If it drops, your answers are kept on this device and sent when it is back.',
  ].join('\n'),
}

const meaningAndSentence = '英文释义与例句 / English meaning and sentence'
const pinyinMeaningSentence = '拼音、释义与例句 / Pinyin, meaning and sentence'
const pinyinMeaningPart = '拼音、释义与词性 / Pinyin, meaning and part of speech'

export const sampleQuestion: QuestionContent = {
  quizForm: 1,
  quizNumber: 0,
  quizTypeStr: meaningAndSentence,
  description: '示例：根据英文释义和例句，选出正确的汉字。',
  engDescription: 'Meaning: person. Sentence: There is one ___ in the room.',
  choice: '人,入,八,大',
  answer: '人',
}

export const sampleSections: SectionCount[] = [
  { flag: 'A', quizNum: 6, answerNum: 0 },
  { flag: 'B', quizNum: 6, answerNum: 0 },
  { flag: 'C', quizNum: 3, answerNum: 0 },
]

/** 30:00, as the mock shows. */
export const SAMPLE_SECONDS = 30 * 60

const group = (quizTypeStr: string, from: number, to: number): AnswerGroup => ({
  quizTypeStr,
  quizNum: to - from + 1,
  noAnswerNum: to - from + 1,
  answerResults: Array.from({ length: to - from + 1 }, (_, i) => ({
    quizNumber: from + i,
    questionId: from + i,
    isAnswer: false,
  })),
})

export const sampleGroups: AnswerGroup[] = [
  group(meaningAndSentence, 1, 6),
  group(pinyinMeaningSentence, 7, 12),
  group(pinyinMeaningPart, 13, 15),
]
