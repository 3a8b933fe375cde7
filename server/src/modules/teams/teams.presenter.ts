import type { CommitteeTeamRow } from '@spell/shared/api/teams/committee'
import {
  MAX_TEAM_MEMBERS,
  type TeamInfo,
  type TeamResultRow,
  type TeamRow,
  type TeamStatus,
} from '@spell/shared/api/teams/teams'
import type { teams } from '../../db/schema'
import type { TeamWithMembers } from './school-teams.service'
import { gamesOf } from './team-results'

type Team = typeof teams.$inferSelect
const statusOf = (team: Team) => team.status as TeamStatus

/** A team's page: its school, club, members, and its certificate code once confirmed. */
export const presentTeamInfo = ({
  team,
  schoolName,
  clubName,
  certificateCode,
  members,
}: TeamWithMembers): TeamInfo => ({
  teamId: team.id,
  schoolName,
  teamLevel: team.teamLevel,
  teamNum: MAX_TEAM_MEMBERS,
  teamName: team.teamName,
  userName: team.teacherName,
  phone: team.phone,
  clubName,
  season: team.season,
  status: statusOf(team),
  reason: team.reason,
  payed: team.payed,
  confirmed: team.confirmed,
  certificateCode: team.confirmed ? certificateCode : null,
  progress: team.progress,
  score: team.score,
  members,
})

/** A row of the school's team list. */
export const presentSchoolTeam = ({
  team,
  clubName,
  memberCount,
}: {
  team: Team
  clubName: string
  memberCount: number
}): TeamRow => ({
  teamId: team.id,
  teamName: team.teamName,
  season: team.season,
  teamLevel: team.teamLevel,
  clubName,
  teacherMasterName: team.teacherName,
  teacherMasterPhone: team.phone,
  payed: team.payed,
  status: statusOf(team),
  confirmed: team.confirmed,
  memberCount,
})

/** A row of the school's team results: progress, the games' scores, total and rank. */
export const presentTeamResult = ({ team, clubName }: { team: Team; clubName: string }): TeamResultRow => ({
  teamId: team.id,
  teamName: team.teamName,
  season: team.season,
  teamLevel: team.teamLevel,
  clubName,
  status: statusOf(team),
  payed: team.payed,
  confirmed: team.confirmed,
  progress: team.progress,
  games: gamesOf(team),
  total: team.score,
  rank: team.teamRank,
})

/** A row of the committee's team list: the school's row with school, review reason, payment and results. */
export const presentCommitteeTeam = (row: {
  team: Team
  schoolName: string
  clubName: string
  certificateCode: string | null
  memberCount: number
  members: CommitteeTeamRow['members']
}): CommitteeTeamRow => ({
  ...presentSchoolTeam(row),
  schoolName: row.schoolName,
  reason: row.team.reason,
  certificateCode: row.certificateCode,
  orderNo: row.team.orderNo,
  progress: row.team.progress,
  score: row.team.score,
  games: gamesOf(row.team),
  rank: row.team.teamRank,
  members: row.members,
})
