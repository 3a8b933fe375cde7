import { TEAM_ORDER } from './teams'

/** The payment draft of a team's fee, as the payment process page reads it. */
export const teamPaymentDraft = (teamId: number, season?: number) => ({
  season,
  stepIndex: '0',
  productFlag: TEAM_ORDER.productFlag,
  category: TEAM_ORDER.category,
  subCategory: TEAM_ORDER.subCategory,
  subTypeCategory: TEAM_ORDER.subTypeCategory,
  teamId,
})

/** The payment page's address for a team's fee. */
export const teamPaymentSearch = (teamId: number) => `?processType=${TEAM_ORDER.processType}&teamId=${teamId}`

/**
 * The draft a payment page works on: the stored one, unless its address names a team's fee
 * (processType 3 with a teamId) the stored draft is not about, for example in a fresh browser or after
 * paying for another team; then a new draft for that team.
 */
export function draftForAddress<D extends { teamId?: number }>(
  stored: D | null,
  address: { processType: string | null; teamId: string | null },
) {
  const teamId = Number(address.teamId)
  const forTeam = address.processType === String(TEAM_ORDER.processType) && teamId > 0
  if (!forTeam || stored?.teamId === teamId) return stored
  return teamPaymentDraft(teamId)
}
