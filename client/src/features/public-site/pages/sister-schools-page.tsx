import { InfoPage } from '../components/info-page'
import { sisterSchools } from '../content/schools'

/** /schoolEstablishMents: banner, intro and three goals. */
export default function Page() {
  return <InfoPage content={sisterSchools} />
}
