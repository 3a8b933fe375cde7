import { seasons } from '@spell/shared'

/**
 * The season a fresh database starts with as current: the latest of the specification's seasons (its
 * dictionary stays seed data). It is written only when the season's rows are first inserted; from then
 * on the committee chooses the current season in /admin.
 */
export const SEEDED_CURRENT_SEASON = seasons[seasons.length - 1]?.value ?? 1
