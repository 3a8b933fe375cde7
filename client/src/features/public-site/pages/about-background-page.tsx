import { InfoPage } from '../components/info-page'
import { aboutBackground } from '../content/about'

/** /aboutBackground: the background of the competition. */
export default function Page() {
  return <InfoPage content={aboutBackground} />
}
