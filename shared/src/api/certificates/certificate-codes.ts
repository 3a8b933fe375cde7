/**
 * Certificate codes are readable and say what they are: `CEBS-2026-2-K7Q3XM` is an individual
 * certificate of the season 2026~2027, stage (race schedule) 2; `CEBS-T-2026-4HZ9QD` a team's. The
 * year is the first year of the season's name, never a database id. The random part uses Crockford's
 * base32 (no I, L, O, U), so a code read aloud or typed from paper is not mistaken.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const CODE_RANDOM_LENGTH = 6

/** 2026 for "2026~2027"; null for a name that does not start with a year. */
export function seasonStartYear(seasonName: string): number | null {
  const match = /^\s*(\d{4})/.exec(seasonName)
  return match ? Number(match[1]) : null
}

export const individualCodePrefix = (seasonName: string, stage: number) =>
  `CEBS-${seasonStartYear(seasonName) ?? 'X'}-${stage}-`
export const teamCodePrefix = (seasonName: string) => `CEBS-T-${seasonStartYear(seasonName) ?? 'X'}-`

export const INDIVIDUAL_CODE = /^CEBS-\d{4}-[124]-[0-9A-HJKMNP-TV-Z]{6}$/
export const TEAM_CODE = /^CEBS-T-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/

/** Kinds of certificate; the group is read in `competitionGroups` (individual) or `schoolLevels` (team). */
export const certificateKinds = ['individual', 'team'] as const
export type CertificateKind = (typeof certificateKinds)[number]
