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
 * How many places each level of percent rules reaches among `total` students: cumulative shares
 * rounded half up (the best 10 % and the next 20 % give round(30 % × n) places to the first two
 * levels together), so rounding never adds up past the shares. A level with no share gets no places.
 * The highest level offered gets at least the first place: with one or two students the top scorer
 * gets the first prize, not the third (docs/decisions, "award rounding").
 */
function awardPlaces(total: number, rules: AwardRules): number[] {
  const shares = [rules.first, rules.second, rules.third, rules.excellence]
  const highest = shares.findIndex((s) => s > 0)
  let running = 0
  let reached = 0
  return shares.map((s, level) => {
    running += s
    if (s === 0) return reached
    const places = Math.round((total * running) / 100)
    reached = Math.max(reached, places, level === highest && total > 0 ? 1 : 0)
    return reached
  })
}

/**
 * Awards for scored students (best first or not): competition ranking (1, 2, 2, 4), so tied students
 * share the level of the best-ranked of them; in percent mode a student gets the first level whose
 * places (awardPlaces) reach their rank; in score mode the first whose minimum they reach.
 */
export function assignAwards<T extends { score: number }>(
  students: readonly T[],
  rules: AwardRules,
): (T & { rank: number; award: number })[] {
  const sorted = [...students].sort((a, b) => b.score - a.score)
  const shares = [rules.first, rules.second, rules.third, rules.excellence]
  const places = awardPlaces(sorted.length, rules)
  let rank = 0
  return sorted.map((student, i) => {
    if (i === 0 || (sorted[i - 1]?.score ?? 0) > student.score) rank = i + 1
    let award = PARTICIPATION_AWARD
    if (rules.mode === 'percent') {
      const k = places.findIndex((reach, j) => (shares[j] ?? 0) > 0 && rank <= reach)
      if (k >= 0) award = k + 1
    } else {
      const k = shares.findIndex((min) => student.score >= min)
      if (k >= 0) award = k + 1
    }
    return { ...student, rank, award }
  })
}
