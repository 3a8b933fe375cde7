import { ORDER_STATE } from '@spell/shared/api/school-console/enrollment'
import type { PaperApply } from '@spell/shared/api/school-console/paper-apply'
import { Button, Skeleton } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useSeasonFees, useSeasonOverview } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { isClubTeacher } from '../../../lib/auth-storage'
import { useCurrentSeason, useOrderState, usePaperList, useSchoolInfo } from '../api/queries'
import { PageHead } from '../components/page-head'
import { expressLabel } from '../format'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

interface Task {
  key: string
  text: string
  action?: { label: string; to: string }
}

/** /userInfo_welcome: the school's open tasks (the teacher console's first page). */
export default function WelcomePage() {
  const { t: copy } = useTranslation(schoolConsoleNs)
  if (isClubTeacher()) {
    return (
      <div className={styles.page}>
        <PageHead title={copy('welcome.tasksTitle')} intro={copy('welcome.courseIntro')} />
      </div>
    )
  }
  return <SchoolWelcome />
}

function SchoolWelcome() {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const school = useSchoolInfo()
  const season = useCurrentSeason()
  const overview = useSeasonOverview()
  const fees = useSeasonFees()
  const papers = usePaperList()
  const orderState = useOrderState()

  const current = papers.data?.find((p) => p.season === season.data?.season)
  const tasks: Task[] = []
  // An unpaid sign-up from the registration dialog (also what /cebsbInfoData?jumpSource=registrants is for).
  const transferDue = orderState.data?.transferDue
  if (orderState.data?.orderState === ORDER_STATE.unpaid && transferDue)
    tasks.push({
      key: 'awaitingTransfer',
      text: copy('welcome.awaitingTransfer', { due: transferDue.slice(0, 10) }),
      action: { label: copy('welcome.transferAction'), to: paths.userInfoOrders },
    })
  else if (orderState.data?.orderState === ORDER_STATE.unpaid)
    tasks.push({
      key: 'unpaid',
      text: copy('welcome.unpaid'),
      action: { label: copy('welcome.payAction'), to: `${paths.paymentProcess}?processType=1` },
    })
  const signedUp = orderState.data?.orderState === ORDER_STATE.paid
  if (papers.data && season.data) tasks.push(paperTask(current, signedUp, copy, lang))
  for (const past of papers.data?.filter((p) => p !== current && p.applyStatus === 7) ?? []) {
    tasks.push({
      key: `released-${past.id}`,
      text: `${past.activityName} · ${copy('welcome.released')}`,
      action: {
        label: copy('welcome.releasedAction'),
        to: `${paths.userInfoIndividualScore}?season=${past.season}`,
      },
    })
  }

  return (
    <div className={styles.page}>
      <section className={styles.banner} aria-label={copy('school.bannerNote')}>
        <span className={styles.seal} aria-hidden="true">
          校
        </span>
        <div className={styles.bannerText}>
          <h1 className={styles.bannerTitle}>
            {school.data ? copy('welcome.hello', { name: school.data.schoolName }) : copy('common.loading')}
          </h1>
          <span className={styles.bannerNote}>{copy('welcome.intro')}</span>
          {season.data && (
            <span className={styles.bannerNote}>
              {copy('welcome.season')}
              {lang === 'en' ? season.data.activityNameEn : season.data.activityName}
            </span>
          )}
        </div>
      </section>

      <section className={styles.card} aria-labelledby="tasks-title">
        <h2 id="tasks-title" className={styles.section}>
          {copy('welcome.tasksTitle')}
        </h2>
        {papers.isLoading || season.isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <ul className={styles.tasks}>
            {tasks.length === 0 && <li className={styles.muted}>{copy('welcome.noTasks')}</li>}
            {tasks.map((task) => (
              <li key={task.key} className={styles.task}>
                <span className={styles.taskText}>{task.text}</span>
                {task.action && (
                  <Link to={task.action.to}>
                    <Button type="primary">{task.action.label}</Button>
                  </Link>
                )}
              </li>
            ))}
            <li className={styles.task}>
              <span className={styles.taskText}>
                <strong>{copy('welcome.teams')}</strong> ·{' '}
                {overview.data?.teamEntries === 'closed'
                  ? copy('welcome.teamsClosed')
                  : copy('welcome.teamsOpen', { fee: fees.team })}
              </span>
            </li>
          </ul>
        )}
      </section>
    </div>
  )
}

function paperTask(
  apply: PaperApply | undefined,
  signedUp: boolean,
  copy: TFunction<typeof schoolConsoleNs>,
  lang: 'zh' | 'en',
): Task {
  const detail = apply && `${paths.userInfoIndividualPapersDetail}?paperDetailId=${apply.id}`
  if (!apply)
    return {
      key: 'apply',
      text: copy(signedUp ? 'welcome.applyAfterSignUp' : 'welcome.apply'),
      action: { label: copy('welcome.applyAction'), to: paths.userInfoIndividualPapersDetailNew },
    }
  switch (apply.applyStatus) {
    case 0:
      return {
        key: 'paper',
        text: copy('welcome.applying'),
        action: { label: copy('common.viewDetails'), to: detail ?? '' },
      }
    case 1:
      return {
        key: 'paper',
        text: copy('welcome.approved'),
        action: { label: copy('common.viewDetails'), to: detail ?? '' },
      }
    case 2:
      return {
        key: 'paper',
        text: copy('welcome.rejected', { reason: apply.reviewReason ?? '' }),
        action: {
          label: copy('welcome.rejectedAction'),
          to: `${paths.userInfoIndividualPapersDetailNew}?paperId=${apply.id}&turnType=detailData`,
        },
      }
    case 3:
      return apply.sentBackAt
        ? {
            key: 'paper',
            text: copy('welcome.sentBack', {
              express: expressLabel(apply.sendBackExpressType, apply.sendBackExpressNumber, lang),
            }),
          }
        : {
            key: 'paper',
            text: copy('welcome.dispatched', {
              express: expressLabel(apply.expressType, apply.expressNumber, lang),
            }),
            action: { label: copy('welcome.confirmAction'), to: detail ?? '' },
          }
    case 7:
      return {
        key: 'paper',
        text: copy('welcome.released'),
        action: {
          label: copy('welcome.releasedAction'),
          to: `${paths.userInfoIndividualScore}?season=${apply.season}`,
        },
      }
    default:
      return {
        key: 'paper',
        text: copy('welcome.compiling'),
        action: { label: copy('common.viewDetails'), to: detail ?? '' },
      }
  }
}
