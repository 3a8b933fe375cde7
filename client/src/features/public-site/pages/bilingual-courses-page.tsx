import { InfoPage } from '../components/info-page'
import { bilingualCourses } from '../content/activities'

/** /bilingualCourses: the bilingual courses. */
export default function Page() {
  return <InfoPage content={bilingualCourses} />
}
