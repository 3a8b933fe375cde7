import { lazy, Suspense } from 'react'
import { paths } from '../../config/paths'
import { MyCertificates } from '../../features/certificates/components/my-certificates'
import { MyDataCard } from '../../features/privacy/components/my-data-card'
import { toFormValues } from '../../features/profile/basic-info-values'
import { PageLoading } from '../../features/site-shell/components/page-loading'
import { StudentProfilePage } from '../../features/student/pages/student-profile-page'

/**
 * The profile form (its date picker, region cascader, selects and avatar upload) comes when the student
 * asks to edit: the page opens on the information as read, which needs none of it.
 */
const BasicInfoForm = lazy(() =>
  import('../../features/profile/components/basic-info-form').then((module) => ({
    default: module.BasicInfoForm,
  })),
)

/** /stu/user: the student's information with the profile form, their certificates and their data. */
export default function StudentProfileRoute() {
  return (
    <StudentProfilePage
      editForm={(info) => (
        <Suspense fallback={<PageLoading />}>
          <BasicInfoForm
            initial={toFormValues(info)}
            pushUrl={paths.stuUser}
            maskedIdCard={info.sysUser.idCard}
          />
        </Suspense>
      )}
    >
      <MyCertificates />
      <MyDataCard />
    </StudentProfilePage>
  )
}
