import type { TeamGame } from '@spell/shared/api/teams/teams'
import type { teams } from '../../db/schema'

type TeamRow = typeof teams.$inferSelect

/** The four game scores of a team, or null until the committee recorded them. */
export function gamesOf(team: TeamRow): Record<TeamGame, number> | null {
  const { speedSpellScore, magicComponentsScore, pastPresentScore, showSpellScore } = team
  if (speedSpellScore === null || magicComponentsScore === null) return null
  if (pastPresentScore === null || showSpellScore === null) return null
  return {
    speedSpell: speedSpellScore,
    magicComponents: magicComponentsScore,
    pastPresent: pastPresentScore,
    showSpell: showSpellScore,
  }
}

/** The columns a recorded result sets; the total is the sum of the four games. */
export function resultColumns(input: {
  progress: string
  games: Record<TeamGame, number>
  rank?: number | null
}) {
  const { speedSpell, magicComponents, pastPresent, showSpell } = input.games
  // Scores may have one decimal; round the sum so 0.1 + 0.2 does not show as 0.30000000000000004.
  const total = Math.round((speedSpell + magicComponents + pastPresent + showSpell) * 100) / 100
  return {
    progress: input.progress,
    speedSpellScore: speedSpell,
    magicComponentsScore: magicComponents,
    pastPresentScore: pastPresent,
    showSpellScore: showSpell,
    score: total,
    teamRank: input.rank ?? null,
  }
}
