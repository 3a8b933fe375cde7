import { InfoPage } from '../components/info-page'
import { teamCompetition } from '../content/competitions'

/** /teamGameType: closed this season; the four games, the fee and the limits. */
export default function Page() {
  return <InfoPage content={teamCompetition} />
}
