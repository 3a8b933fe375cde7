import { InfoPage } from '../components/info-page'
import { bilingualClub } from '../content/activities'

/** /competitiveCommAct: the bilingual club (competitive community activities). */
export default function Page() {
  return <InfoPage content={bilingualClub} />
}
