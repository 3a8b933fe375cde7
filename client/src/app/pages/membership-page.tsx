import { type ComponentProps, lazy, Suspense } from 'react'
import { MembershipPage } from '../../features/public-site/pages/membership-page'

// Only a signed-in school opens the console's registration dialog: the page's visitors never load it.
const ConsoleRegistrationDialog = lazy(() =>
  import('../../features/school-console/components/registration-dialog').then((module) => ({
    default: module.RegistrationDialog,
  })),
)

function RegistrationDialog(props: ComponentProps<typeof ConsoleRegistrationDialog>) {
  return (
    <Suspense fallback={null}>
      <ConsoleRegistrationDialog {...props} />
    </Suspense>
  )
}

/** /schoolMemberShip: the public membership page, where a signed-in school registers in the console's dialog. */
export default function MembershipRoute() {
  return <MembershipPage RegistrationDialog={RegistrationDialog} />
}
