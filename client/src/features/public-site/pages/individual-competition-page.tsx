import { Island } from '../../../components/island'
import { InfoPage } from '../components/info-page'
import { SpellingExample } from '../components/spelling-example'
import { individualCompetition } from '../content/competitions'

/** /invGameType: eligibility, schedule, the three rounds, the 1v1 rules and the three-step example. */
export default function IndividualCompetitionPage() {
  return (
    <InfoPage content={individualCompetition}>
      <Island name="spelling-example">
        <SpellingExample />
      </Island>
    </InfoPage>
  )
}
