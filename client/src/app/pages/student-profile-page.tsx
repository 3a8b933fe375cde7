import { paths } from '../../config/paths'
import { MyCertificates } from '../../features/certificates/components/my-certificates'
import { MyDataCard } from '../../features/privacy/components/my-data-card'
import { toFormValues } from '../../features/profile/basic-info-values'
import { BasicInfoForm } from '../../features/profile/components/basic-info-form'
import { StudentProfilePage } from '../../features/student/pages/student-profile-page'

/** /stu/user: the student's information with the profile form, their certificates and their data. */
export default function StudentProfileRoute() {
  return (
    <StudentProfilePage
      editForm={(info) => (
        <BasicInfoForm
          initial={toFormValues(info)}
          pushUrl={paths.stuUser}
          maskedIdCard={info.sysUser.idCard}
        />
      )}
    >
      <MyCertificates />
      <MyDataCard />
    </StudentProfilePage>
  )
}
