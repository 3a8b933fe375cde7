import { InfoPage } from '../components/info-page'
import { aboutVision } from '../content/about'

/** /aboutVision: the vision. */
export default function Page() {
  return <InfoPage content={aboutVision} />
}
