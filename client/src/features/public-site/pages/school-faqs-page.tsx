import { InfoPage } from '../components/info-page'
import { schoolFaqs } from '../content/schools'

/** /forSchoolFaqs: questions from schools. */
export default function Page() {
  return <InfoPage content={schoolFaqs} />
}
