import { raceScheduleName } from '@spell/shared'
import { and, eq, sql } from 'drizzle-orm'
import { currentSeason, seasonName } from '../../modules/seasons/seasons.service'
import type { Db } from '../database'
import { examJudges, examQuestions, examStudents, exams, users } from '../schema'

/**
 * A real demo semi-final of 15 questions in the competition's three sections (1-6 English meaning and
 * sentence, 7-12 pinyin, meaning and sentence, 13-15 pinyin, meaning and part of speech) after one
 * example question, with the demo student enrolled and the demo judge assigned.
 */
const round = raceScheduleName(2)
/** The demo's name, with its season and its round as the dictionary names it. */
export const demoExamName = (season: string) => `${season} ${round.zh}线上演示场 / ${round.en}: online demo`

const A = 'A'
const B = 'B'
const C = 'C'
const meaningAndSentence = '英文释义与例句 / English meaning and sentence'
const pinyinMeaningSentence = '拼音、释义与例句 / Pinyin, meaning and sentence'
const pinyinMeaningPart = '拼音、释义与词性 / Pinyin, meaning and part of speech'

const demoQuestions = [
  // The example: answer shown preselected, not scored.
  {
    quizForm: 1,
    section: A,
    type: meaningAndSentence,
    zh: '示例：根据英文释义和例句，选出正确的汉字。',
    en: 'Meaning: person. Sentence: There is one ___ in the room.',
    choice: '人,入,八,大',
    answer: '人',
  },
  {
    quizForm: 0,
    section: A,
    type: meaningAndSentence,
    zh: '根据英文释义和例句，选出正确的汉字。',
    en: 'Meaning: water. Sentence: Please drink more ___ every day.',
    choice: '水,火,木,土',
    answer: '水',
  },
  {
    quizForm: 0,
    section: A,
    type: meaningAndSentence,
    zh: '根据英文释义和例句，选出正确的汉字。',
    en: 'Meaning: mountain. Sentence: We climbed the ___ on Sunday.',
    choice: '山,出,川,仙',
    answer: '山',
  },
  {
    quizForm: 0,
    section: A,
    type: meaningAndSentence,
    zh: '根据英文释义和例句，选出正确的汉字。',
    en: 'Meaning: moon. Sentence: The ___ is round tonight.',
    choice: '月,日,目,用',
    answer: '月',
  },
  {
    quizForm: 0,
    section: A,
    type: meaningAndSentence,
    zh: '根据英文释义和例句，选出正确的汉字。',
    en: 'Meaning: big. Sentence: An elephant is a ___ animal.',
    choice: '太,天,大,犬',
    answer: '大',
  },
  {
    quizForm: 0,
    section: A,
    type: meaningAndSentence,
    zh: '根据英文释义和例句，选出正确的汉字。',
    en: 'Meaning: heart. Sentence: She has a kind ___.',
    choice: '必,心,忘,思',
    answer: '心',
  },
  {
    quizForm: 0,
    section: A,
    type: meaningAndSentence,
    zh: '根据英文释义和例句，选出正确的汉字。',
    en: 'Meaning: rain. Sentence: Take an umbrella, it may ___ today.',
    choice: '雨,两,需,雪',
    answer: '雨',
  },
  {
    quizForm: 0,
    section: B,
    type: pinyinMeaningSentence,
    zh: 'huǒ：东西燃烧时发出的光和热。例句：冬天大家围着___取暖。',
    en: 'huǒ — fire. Sentence: Do not play with ___.',
    choice: '人,火,伙,灭',
    answer: '火',
  },
  {
    quizForm: 0,
    section: B,
    type: pinyinMeaningSentence,
    zh: 'mù：树干和树枝的材料，可以做桌椅。例句：这张桌子是___头做的。',
    en: 'mù — wood, tree. Sentence: The table is made of ___.',
    choice: '本,术,木,末',
    answer: '木',
  },
  {
    quizForm: 0,
    section: B,
    type: pinyinMeaningSentence,
    zh: 'kǒu：人和动物吃东西、说话的器官。例句：请张开___。',
    en: 'kǒu — mouth. Sentence: Open your ___, please.',
    choice: '口,日,回,田',
    answer: '口',
  },
  {
    quizForm: 0,
    section: B,
    type: pinyinMeaningSentence,
    zh: 'shǒu：人体上肢前端能握住东西的部分。例句：回答问题请举___。',
    en: 'shǒu — hand. Sentence: Raise your ___ to answer.',
    choice: '毛,手,看,拿',
    answer: '手',
  },
  {
    quizForm: 0,
    section: B,
    type: pinyinMeaningSentence,
    zh: 'tián：种庄稼的土地。例句：农民伯伯在___里干活。',
    en: 'tián — field. Sentence: The farmer works in the ___.',
    choice: '由,甲,田,申',
    answer: '田',
  },
  {
    quizForm: 0,
    section: B,
    type: pinyinMeaningSentence,
    zh: 'mǎ：一种能拉车、供人骑的家畜。例句：他骑着一匹白___。',
    en: 'mǎ — horse. Sentence: He rides a white ___.',
    choice: '马,鸟,乌,妈',
    answer: '马',
  },
  {
    quizForm: 0,
    section: C,
    type: pinyinMeaningPart,
    zh: 'hǎo：形容词，优点多的，使人满意的。选字。',
    en: 'hǎo — adjective, good.',
    choice: '好,妈,她,奴',
    answer: '好',
  },
  {
    quizForm: 0,
    section: C,
    type: pinyinMeaningPart,
    zh: 'kàn：动词，使视线接触人或物。选字。',
    en: 'kàn — verb, to look, to see.',
    choice: '着,看,省,盾',
    answer: '看',
  },
  {
    quizForm: 0,
    section: C,
    type: pinyinMeaningPart,
    zh: '名词，颜色：选出所有表示颜色的字（多选）。',
    en: 'Nouns for colours: choose every character that names a colour (several answers).',
    choice: '红,山,白,口',
    answer: '红,白',
  },
] as const

export async function seedDemoExam(db: Db) {
  const [existing] = await db
    .select({ id: exams.id, season: exams.season })
    .from(exams)
    .where(sql`${exams.isDemo}`)
  if (existing) {
    const name = demoExamName(await seasonName(db, existing.season))
    await db.update(exams).set({ name }).where(eq(exams.id, existing.id))
    await rewordDemoQuestions(db, existing.id)
    return existing.id
  }
  const now = Date.now()
  const season = await currentSeason(db)
  const [exam] = await db
    .insert(exams)
    .values({
      name: demoExamName(season.name),
      season: season.id,
      raceSchedule: 2,
      activityType: 1,
      formExplain:
        '1. 本场共 15 题，另有 1 道示例题。2. 每题由评委宣布开始，倒计时结束后自动保存答案。3. 最后一题结束后有 2 分钟检查时间，可修改任一题并交卷。',
      questionExplain:
        '1. There are 15 questions after one example. 2. The judge starts each question; your answer is saved when its countdown ends. 3. After the last question you have 2 minutes to review any answer and submit.',
      secondsPerQuestion: 60,
      // The demo is open for a year from its first start, whatever the season's calendar says.
      opensAt: new Date(now - 24 * 3600_000),
      closesAt: new Date(now + 365 * 24 * 3600_000),
      isDemo: true,
    })
    .returning({ id: exams.id })
  if (!exam) throw new Error('demo exam not stored')
  let number = 0
  await db.insert(examQuestions).values(
    demoQuestions.map((q, i) => ({
      examId: exam.id,
      quizSequence: i + 1,
      quizNumber: q.quizForm === 1 ? 0 : ++number,
      quizForm: q.quizForm,
      section: q.section,
      quizTypeStr: q.type,
      description: q.zh,
      engDescription: q.en,
      choice: q.choice,
      answer: q.answer,
    })),
  )
  const people = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`${users.isDemo} and ${users.role} in ('student', 'judge')`)
  for (const person of people) {
    if (person.role === 'student')
      await db.insert(examStudents).values({ examId: exam.id, userId: person.id })
    else await db.insert(examJudges).values({ examId: exam.id, userId: person.id })
  }
  return exam.id
}

/**
 * A demo stored by an earlier start keeps its answers but takes the current wording, so none of its
 * questions gives its answer away.
 */
async function rewordDemoQuestions(db: Db, examId: number) {
  for (const [i, q] of demoQuestions.entries())
    await db
      .update(examQuestions)
      .set({ description: q.zh, engDescription: q.en })
      .where(
        and(
          eq(examQuestions.examId, examId),
          eq(examQuestions.quizSequence, i + 1),
          eq(examQuestions.answer, q.answer),
        ),
      )
}
