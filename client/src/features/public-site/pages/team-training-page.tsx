import { InfoPage } from '../components/info-page'
import { teamTraining } from '../content/schools'

/** /schoolTeamTraining: intro and three cards. */
export default function Page() {
  return <InfoPage content={teamTraining} />
}
