import { InfoPage } from '../components/info-page'
import { studyTours } from '../content/activities'

/** /studyTours: the study tours. */
export default function Page() {
  return <InfoPage content={studyTours} />
}
