import type { CallInput } from '@spell/shared'
import { getClubList, saveTeamClub } from '@spell/shared/api/teams/teams'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The club groups a team signs up under (the dialog waits for them). */
export const useClubList = (enabled: boolean) =>
  useQuery({
    queryKey: ['schoolConsole', 'clubs'],
    queryFn: ({ signal }) => callApi(getClubList, {}, { signal, silent: true }),
    enabled,
    staleTime: 60_000,
  })

export const signUpTeam = (input: CallInput<typeof saveTeamClub>) => callApi(saveTeamClub, input)
