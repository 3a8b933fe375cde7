import { InfoPage } from '../components/info-page'
import { judgesAndCoaches } from '../content/join-us'

/** /judgeAndCoaches: judges and coaches. */
export default function Page() {
  return <InfoPage content={judgesAndCoaches} />
}
