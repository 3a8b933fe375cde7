import { z } from 'zod'

/**
 * How the committee turns a semi-final's scores into awards. Either shares of the students who took
 * part (the best 10 % first prize, the next 20 % second prize, …) or minimum scores. Everyone else who
 * took part gets the certificate of participation (award 5). Equal scores always share an award.
 */
const share = z.coerce
  .number({ error: 'certificate.rulePercent' })
  .int()
  .min(0, 'certificate.rulePercent')
  .max(100, 'certificate.rulePercent')
const minimum = z.coerce
  .number({ error: 'certificate.ruleScore' })
  .int()
  .min(0, 'certificate.ruleScore')
  .max(1000, 'certificate.ruleScore')

export const awardRulesSchema = z.discriminatedUnion('mode', [
  z
    .object({ mode: z.literal('percent'), first: share, second: share, third: share, excellence: share })
    .refine((r) => r.first + r.second + r.third + r.excellence <= 100, {
      error: 'certificate.rulePercentTotal',
      path: ['excellence'],
    }),
  z
    .object({
      mode: z.literal('score'),
      first: minimum,
      second: minimum,
      third: minimum,
      excellence: minimum,
    })
    .refine((r) => r.first >= r.second && r.second >= r.third && r.third >= r.excellence, {
      error: 'certificate.ruleScoreOrder',
      path: ['second'],
    }),
])
export type AwardRules = z.output<typeof awardRulesSchema>

export const DEFAULT_AWARD_RULES: AwardRules = {
  mode: 'percent',
  first: 10,
  second: 20,
  third: 30,
  excellence: 20,
}

export const PARTICIPATION_AWARD = 5

/**
 * Awards for scored students (best first or not): competition ranking (1, 2, 2, 4); in percent mode a
 * student gets the first award whose cumulative share of places reaches their rank.
 */
export function assignAwards<T extends { score: number }>(
  students: readonly T[],
  rules: AwardRules,
): (T & { rank: number; award: number })[] {
  const sorted = [...students].sort((a, b) => b.score - a.score)
  const total = sorted.length
  const shares = [rules.first, rules.second, rules.third, rules.excellence]
  let running = 0
  const cutoffs = shares.map((s) => {
    running += s
    return Math.round((total * running) / 100)
  })
  let rank = 0
  return sorted.map((student, i) => {
    if (i === 0 || (sorted[i - 1]?.score ?? 0) > student.score) rank = i + 1
    let award = PARTICIPATION_AWARD
    if (rules.mode === 'percent') {
      const k = cutoffs.findIndex((cut, j) => (shares[j] ?? 0) > 0 && rank <= cut)
      if (k >= 0) award = k + 1
    } else {
      const k = shares.findIndex((min) => student.score >= min)
      if (k >= 0) award = k + 1
    }
    return { ...student, rank, award }
  })
}
