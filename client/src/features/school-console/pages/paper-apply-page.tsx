import type { MailingAddress, PaperApply } from '@spell/shared/api/school-console/paper-apply'
import { Alert, Button, Result, Skeleton } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { useSeasonFees } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { AUTH_KEYS, getLoginType, getToken } from '../../../lib/auth-storage'
import {
  useCurrentSeason,
  useDefaultAddress,
  useEnrollmentInfo,
  usePaperApply,
  useSavePaperApply,
  useSeasonApply,
} from '../api/queries'
import { PageHead } from '../components/page-head'
import { type ApplyFormValues, emptyApplyForm, PaperApplyFormView } from '../components/paper-apply-form'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'
import { prefillFromEnrollment } from '../sign-up-prefill'

const SCHOOL_LOGIN_TYPE = '2'
const REJECTED = 2

/** saveSchoolInfo.schoolId of the stored login: the application's schoolId. */
function storedSchoolId(): number | undefined {
  try {
    const id = Number(
      (JSON.parse(localStorage.getItem(AUTH_KEYS.schoolInfo) ?? '{}') as { schoolId?: unknown }).schoolId,
    )
    return Number.isInteger(id) && id > 0 ? id : undefined
  } catch {
    return undefined
  }
}

const fromApply = (apply: PaperApply): ApplyFormValues => ({
  expectedTime: apply.expectedTime,
  gameGroupList: apply.gradeList.map((g) => g.grade),
  classStr: apply.classStr,
  gradeList: apply.gradeList.map((g) => ({
    grade: g.grade,
    gradeName: g.gradeName,
    classListDto: g.classListDto.map((c) => ({ className: c.className, keyStr: c.keyStr, number: c.number })),
  })),
  teacherName: apply.teacherName,
  phone: apply.phone,
  code: '',
  receiptName: apply.receiptName,
  receiptPhone: apply.receiptPhone,
  email: apply.email,
  region: {
    provinceCode: apply.provinceCode,
    cityCode: apply.cityCode,
    areaCode: apply.areaCode,
    province: apply.province,
    city: apply.city,
    area: apply.area,
  },
  receiptAddress: apply.receiptAddress,
  remark: apply.remark ?? '',
  isDefault: true,
})

const withAddress = (address: MailingAddress | null | undefined): ApplyFormValues =>
  address
    ? {
        ...emptyApplyForm,
        receiptName: address.receiptName,
        receiptPhone: address.receiptPhone,
        email: address.email ?? '',
        region: {
          provinceCode: address.provinceCode,
          cityCode: address.cityCode,
          areaCode: address.areaCode,
          province: address.province,
          city: address.city,
          area: address.area,
        },
        receiptAddress: address.receiptAddress,
      }
    : emptyApplyForm

/**
 * /userInfoIndividualPapersDetailNew (query paperId, turnType=detailData) and /schoolIndividualSignUp:
 * a new application, a rejected one to correct and resubmit, or a submitted one shown read-only.
 */
export default function PaperApplyPage() {
  const { t: copy } = useTranslation(schoolConsoleNs)
  if (!getToken()) {
    const back = `${window.location.pathname}${window.location.search}`
    return (
      <div className={styles.page}>
        <Result
          status="info"
          title={copy('apply.loginFirst')}
          extra={
            <Link to={`${paths.chnEngLogin}?pushUrl=${encodeURIComponent(back)}`}>
              <Button type="primary">{copy('apply.loginFirst')}</Button>
            </Link>
          }
        />
      </div>
    )
  }
  if (getLoginType() !== SCHOOL_LOGIN_TYPE)
    return <Result status="warning" title={copy('apply.schoolOnly')} />
  return <PaperApplyScreen />
}

function PaperApplyScreen() {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const fees = useSeasonFees()
  const lang = currentLang()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const paperId = Number(params.get('paperId')) || null
  const season = useCurrentSeason()
  const byId = usePaperApply(paperId)
  const bySeason = useSeasonApply(paperId === null)
  const address = useDefaultAddress()
  const enrollment = useEnrollmentInfo(paperId === null)
  const save = useSavePaperApply()
  const [submitted, setSubmitted] = useState<number | null>(null)

  const existing = paperId ? byId.data : bySeason.data?.paperApply
  const loading =
    season.isLoading ||
    address.isLoading ||
    (paperId ? byId.isLoading : bySeason.isLoading || enrollment.isLoading)
  const editable = !existing || existing.applyStatus === REJECTED
  // A new application takes what the school's paid sign-up of the season already gave.
  const signedUp = useMemo(
    () => (!existing && enrollment.data ? prefillFromEnrollment(enrollment.data) : null),
    [existing, enrollment.data],
  )
  const initial = useMemo(
    () => (existing ? fromApply(existing) : { ...withAddress(address.data), ...signedUp }),
    [existing, address.data, signedUp],
  )

  if (submitted !== null) {
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <Result
            status="success"
            title={copy('apply.successTitle')}
            subTitle={copy('apply.successText')}
            extra={[
              <Button
                key="details"
                type="primary"
                onClick={() => navigate(`${paths.userInfoIndividualPapersDetail}?paperDetailId=${submitted}`)}
              >
                {copy('common.viewDetails')}
              </Button>,
              <Button key="list" onClick={() => navigate(paths.userInfoIndividualPapers)}>
                {copy('apply.toList')}
              </Button>,
            ]}
          />
        </section>
      </div>
    )
  }

  if (paperId && byId.isError) return <Result status="404" title={copy('detail.notFound')} />

  const seasonName = lang === 'en' ? season.data?.activityNameEn : season.data?.activityName
  const activityName =
    (existing && existing.season !== season.data?.season ? existing.activityName : seasonName) ?? ''
  const status = existing?.applyStatus
  const submitLabel = editable
    ? existing
      ? copy('apply.resubmit')
      : copy('apply.submit')
    : copy(`apply.locked.${status ?? -1}`, { defaultValue: copy('apply.lockedOther') })

  return (
    <div className={styles.page}>
      <PageHead title={copy('apply.title')} intro={copy('apply.intro', { fee: fees.school })} />
      {existing?.applyStatus === REJECTED && (
        <Alert
          type="error"
          showIcon
          message={copy('apply.rejectedTitle')}
          description={`${copy('detail.reason')}${copy('common.colon')}${existing.reviewReason ?? ''} ${copy('apply.rejectedHint')}`}
        />
      )}
      {existing && !editable && <Alert type="info" showIcon message={copy('apply.readOnlyHint')} />}
      <section className={styles.card}>
        {loading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <PaperApplyFormView
            key={existing ? `${existing.id}-${existing.updatedAt}` : signedUp ? 'signed-up' : 'new'}
            initial={initial}
            activityName={activityName}
            readOnly={!editable}
            submitLabel={submitLabel}
            submitting={save.isPending}
            notice={
              signedUp ? (
                <Alert type="success" message={copy('apply.filledFromSignUp')} />
              ) : !existing && address.data ? (
                <Alert type="success" message={copy('apply.defaultLoaded')} />
              ) : undefined
            }
            onSubmit={(payload) => {
              save
                .mutateAsync({
                  ...payload,
                  id: existing?.id,
                  season: season.data?.season,
                  activityName: existing?.activityName ?? season.data?.activityName,
                  schoolId: storedSchoolId(),
                })
                .then(
                  (result) => setSubmitted(result.id),
                  () => undefined,
                )
            }}
          />
        )}
      </section>
    </div>
  )
}
