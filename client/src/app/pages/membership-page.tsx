import { type ComponentProps, lazy, Suspense } from 'react'
import { MembershipChoice, MembershipPage } from '../../features/public-site/pages/membership-page'
import type { RegistrationDialog as ConsoleDialog } from '../../features/school-console/components/registration-dialog'
import { loadAntdConfig } from '../antd-config-loader'

type DialogProps = ComponentProps<typeof ConsoleDialog>

// Only a signed-in school opens the console's registration dialog: the page's visitors never load it,
// nor antd's theme, which the page (drawn without antd) puts around it when it comes.
const ConsoleRegistrationDialog = lazy(async () => {
  const [{ AntdConfig }, { RegistrationDialog: Dialog }] = await Promise.all([
    loadAntdConfig(),
    import('../../features/school-console/components/registration-dialog'),
  ])
  return {
    default: (props: DialogProps) => (
      <AntdConfig>
        <Dialog {...props} />
      </AntdConfig>
    ),
  }
})

function RegistrationDialog(props: DialogProps) {
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

/** The page's buttons, as the islands page wakes them (app/islands.tsx). */
export function MembershipChoiceIsland() {
  return <MembershipChoice RegistrationDialog={RegistrationDialog} />
}
