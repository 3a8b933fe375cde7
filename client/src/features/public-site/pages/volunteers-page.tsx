import { Island } from '../../../components/island'
import { InfoPage } from '../components/info-page'
import { VolunteerForm } from '../components/volunteer-form'
import { volunteers } from '../content/join-us'

/** /volunteersView: what volunteers do, and the interest form the committee reads in /admin. */
export default function VolunteersPage() {
  return (
    <InfoPage content={volunteers}>
      <Island name="volunteer-form">
        <VolunteerForm />
      </Island>
    </InfoPage>
  )
}
