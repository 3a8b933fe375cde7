import { describe, expect, it } from 'vitest'
import { type AwardRules, assignAwards, DEFAULT_AWARD_RULES } from './award-rules'

/** The awards of students with these scores under the rules, best first. */
const awardsOf = (scores: number[], rules: AwardRules = DEFAULT_AWARD_RULES) =>
  assignAwards(
    scores.map((score) => ({ score })),
    rules,
  ).map((r) => r.award)

/** How many students get each level 1..5. */
const countsOf = (awards: number[]) =>
  [1, 2, 3, 4, 5].map((level) => awards.filter((a) => a === level).length)

const scoresOf = (n: number) => Array.from({ length: n }, (_, i) => 100 - i)

describe('awards by shares of the students who took part (10/20/30/20 %)', () => {
  it('gives a single student the first prize', () => {
    expect(awardsOf([12])).toEqual([1])
  })

  it('gives two students a first prize and an excellence award', () => {
    // Cumulative places: 10 % → 0 (at least 1), 30 % → 1, 60 % → 1, 80 % → 2.
    expect(awardsOf([12, 9])).toEqual([1, 4])
  })

  it('gives three students a first, a third and a participation award', () => {
    // 10 % → 0 (at least 1), 30 % → 1, 60 % → 2, 80 % → 2.
    expect(awardsOf([12, 9, 5])).toEqual([1, 3, 5])
  })

  it('gives ten students exactly the shares', () => {
    expect(countsOf(awardsOf(scoresOf(10)))).toEqual([1, 2, 3, 2, 2])
  })

  it('rounds each cumulative share half up, so the levels never add up past the shares', () => {
    // 15 students: 1.5 → 2, 4.5 → 5, 9 → 9, 12 → 12.
    expect(countsOf(awardsOf(scoresOf(15)))).toEqual([2, 3, 4, 3, 3])
  })

  it('gives tied students the level of the best-ranked of them', () => {
    // Ten students, the 2nd to 4th tied at rank 2: the second prize reaches rank 3, so all three get it.
    expect(awardsOf([20, 18, 18, 18, 15, 14, 13, 12, 11, 10])).toEqual([1, 2, 2, 2, 3, 3, 4, 4, 5, 5])
    // Everyone tied: everyone is first.
    expect(awardsOf([9, 9, 9])).toEqual([1, 1, 1])
  })

  it('gives the top scorer the highest level offered when the first prize has no share', () => {
    const rules: AwardRules = { mode: 'percent', first: 0, second: 10, third: 20, excellence: 0 }
    expect(awardsOf([12, 9], rules)).toEqual([2, 5])
  })

  it('gives nobody a prize when no level has a share', () => {
    const rules: AwardRules = { mode: 'percent', first: 0, second: 0, third: 0, excellence: 0 }
    expect(awardsOf([12, 9], rules)).toEqual([5, 5])
  })
})

describe('awards by minimum scores', () => {
  it('gives each student the highest level whose minimum they reach, however few they are', () => {
    const rules: AwardRules = { mode: 'score', first: 18, second: 15, third: 12, excellence: 9 }
    expect(awardsOf([12], rules)).toEqual([3])
    expect(awardsOf([20, 15, 8], rules)).toEqual([1, 2, 5])
  })
})
