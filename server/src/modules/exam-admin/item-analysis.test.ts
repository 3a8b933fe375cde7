import { describe, expect, it } from 'vitest'
import { type AnalysedQuestion, type AnalysedStudent, itemAnalysis } from './item-analysis'

const T1 = 1_000_000
const T2 = 2_000_000
const T3 = 3_000_000
const questions: AnalysedQuestion[] = [
  { id: 11, quizNumber: 1, choice: '水,火,木,土', answer: '水', openedAt: T1 },
  { id: 12, quizNumber: 2, choice: '山,川', answer: '川', openedAt: T2 },
  { id: 13, quizNumber: 3, choice: '水,火,木', answer: '水,木', openedAt: T3 },
]

/** Per student: [answer, seconds after opening] for questions 1 to 3; null where nothing was given. */
type Given = [string, number] | null
const table: [number, Given, Given, Given][] = [
  [1, ['水', 5], ['川', 10], ['水', 20]],
  [2, ['水', 8], ['川', 6], ['火', 25]],
  [3, ['水', 3], ['川', 6], ['水', 10]],
  [4, ['水', 12], ['山', 30], null],
  [5, ['水', 7], ['川', 2], null],
  [6, ['水', 9], ['山', 14], ['火', 40]],
  [7, ['火', 20], ['川', 9], null],
  [8, ['水', 4], null, null],
  [9, ['木', 15], ['山', 11], ['木,水', 30]],
  [10, null, ['山', 4], ['木', 50]],
]
const students: AnalysedStudent[] = table.map(([userId, ...given]) => ({
  userId,
  answers: new Map(
    given.flatMap((g, k) => {
      const q = questions[k] as AnalysedQuestion
      return g ? [[q.id, { answer: g[0], receivedAt: (q.openedAt ?? 0) + g[1] * 1000 }] as const] : []
    }),
  ),
}))

describe('item analysis', () => {
  it('gives facility, discrimination, option counts, median time and flags, as worked by hand', () => {
    // Totals: students 1, 2, 3, 5 have 2 right; 4, 6, 7, 8, 9 have 1; 10 has 0. Groups of
    // round(10 × 27 %) = 3: upper 1, 2, 3 (ties by id), lower 8, 9, 10.
    const analysis = itemAnalysis(questions, [...students].reverse())
    expect(analysis.takers).toBe(10)
    expect(analysis.groupSize).toBe(3)
    const [q1, q2, q3] = analysis.items

    // Q1: right 1–6 and 8 → 7/10; upper 3/3, lower 1/3 (8) → 2/3.
    expect(q1?.facility).toBeCloseTo(0.7)
    expect(q1?.discrimination).toBeCloseTo(2 / 3)
    expect(q1?.options.map((o) => [o.label, o.count, o.right])).toEqual([
      ['A', 7, true],
      ['B', 1, false],
      ['C', 1, false],
      ['D', 0, false],
    ])
    expect(q1?.noAnswer).toBe(1)
    // 3 4 5 7 [8] 9 12 15 20
    expect(q1?.medianSeconds).toBe(8)
    expect(q1?.flags).toEqual([])

    // Q2: right 1, 2, 3, 5, 7 → 5/10; upper 3/3, lower 0/3 → 1.
    expect(q2?.facility).toBeCloseTo(0.5)
    expect(q2?.discrimination).toBeCloseTo(1)
    expect(q2?.options.map((o) => [o.label, o.count, o.right])).toEqual([
      ['A', 4, false],
      ['B', 5, true],
    ])
    expect(q2?.noAnswer).toBe(1)
    // 2 4 6 6 [9] 10 11 14 30
    expect(q2?.medianSeconds).toBe(9)
    expect(q2?.flags).toEqual([])

    // Q3 (both 水 and 木): right only 9 → 1/10; upper 0/3, lower 1/3 → −1/3.
    expect(q3?.facility).toBeCloseTo(0.1)
    expect(q3?.discrimination).toBeCloseTo(-1 / 3)
    expect(q3?.options.map((o) => [o.label, o.count, o.right])).toEqual([
      ['A', 3, true],
      ['B', 2, false],
      ['C', 2, true],
    ])
    expect(q3?.noAnswer).toBe(4)
    // 10 20 [25 30] 40 50
    expect(q3?.medianSeconds).toBe(27.5)
    expect(q3?.flags).toEqual(['tooHard', 'negativeDiscrimination'])
  })

  it('flags a question everybody got right, and has no time for a question never opened', () => {
    const easy: AnalysedQuestion = { id: 1, quizNumber: 1, choice: '人,入', answer: '人', openedAt: null }
    const both = [1, 2].map((userId) => ({
      userId,
      answers: new Map([[1, { answer: '人', receivedAt: 5000 }]]),
    }))
    const [item] = itemAnalysis([easy], both).items
    expect(item).toMatchObject({ facility: 1, discrimination: 0, medianSeconds: null, flags: ['tooEasy'] })
  })

  it('has no numbers when nobody took the exam', () => {
    const analysis = itemAnalysis(questions, [])
    expect(analysis.groupSize).toBe(0)
    expect(analysis.items[0]).toMatchObject({ facility: null, discrimination: null, noAnswer: 0, flags: [] })
  })
})
