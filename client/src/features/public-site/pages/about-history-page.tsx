import { InfoPage } from '../components/info-page'
import { aboutHistory } from '../content/about'

/** /aboutHistory: the seasons so far. */
export default function Page() {
  return <InfoPage content={aboutHistory} />
}
