import { MembershipPage } from '../../features/public-site/pages/membership-page'
import { RegistrationDialog } from '../../features/school-console/components/registration-dialog'

/** /schoolMemberShip: the public membership page, where a signed-in school registers in the console's dialog. */
export default function MembershipRoute() {
  return <MembershipPage RegistrationDialog={RegistrationDialog} />
}
