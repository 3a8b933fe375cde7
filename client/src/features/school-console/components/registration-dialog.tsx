import {
  APPLY_TEST_PAPER_FLAG,
  enrollmentPersonalSchoolSchema,
  ORDER_STATE,
} from '@spell/shared/api/school-console/enrollment'
import { PAPER_APPLY_CODE_TYPE } from '@spell/shared/api/school-console/paper-apply'
import { teamPaymentDraft, teamPaymentSearch } from '@spell/shared/api/teams/payment-draft'
import { TEAM_CHANNEL, teamSignUpSchema } from '@spell/shared/api/teams/teams'
import { Button, Modal, Spin, Tabs } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { useSeasonOverview } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import dayjs from '../../../lib/dayjs'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { writeDraft } from '../../../lib/order-draft'
import { useCodeProof } from '../api/code-proof'
import {
  fetchEnrollmentInfo,
  fetchOrderState,
  fetchSeasonPaper,
  signUpIndividualSchool,
  useCurrentSeason,
} from '../api/queries'
import { signUpTeam, useClubList } from '../api/team-sign-up'
import { requireCodeUnlessProved } from '../code-proof'
import { examDateWindow, outsideWindow } from '../exam-date-window'
import { totalExamNum } from '../grade-rows'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'
import { prefillFromEnrollment, prefillFromPaper } from '../sign-up-prefill'
import {
  emptySchoolSignUp,
  type PrefillSource,
  SchoolSignUpTab,
  type SchoolSignUpValues,
} from './school-sign-up-tab'
import { emptyTeam, TeamSignUpTab, type TeamValues } from './team-sign-up-tab'

/** Browser-storage key of the payment draft. */
/** The user centre's marker for unpaid registrants' orders (/cebsbInfoData?jumpSource=…). */
const REGISTRANTS_JUMP_SOURCE = 'registrants'

const toPayload = (v: SchoolSignUpValues) => ({
  expectedTime: v.expectedTime,
  gameGroupList: v.gameGroupList,
  gradeStr: [...v.gameGroupList].sort((a, b) => a - b).join(','),
  classStr: v.classStr as number,
  gradeList: v.gradeList.map((g) => ({
    ...g,
    classListDto: g.classListDto.map((r) => ({ ...r, number: r.number as number })),
  })),
  examNum: totalExamNum(v.gradeList),
  teacherName: v.teacherName,
  phone: v.phone,
  code: v.code,
  codeType: PAPER_APPLY_CODE_TYPE,
  channel: '2',
})

/** Checks the tab with the call's own schema, so the dialog and the server say the same words. */
const schemaResolver: Resolver<SchoolSignUpValues> = async (values) => {
  const parsed = enrollmentPersonalSchoolSchema.safeParse(toPayload(values))
  if (parsed.success) return { values, errors: {} }
  const errors: Record<string, unknown> = {}
  for (const issue of parsed.error.issues) {
    let node = errors
    const path = issue.path.map(String)
    for (const part of path.slice(0, -1)) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    node[path[path.length - 1] ?? 'root'] ??= { type: issue.code, message: issue.message }
  }
  return { values: {}, errors: errors as FieldErrors<SchoolSignUpValues> }
}

export type RegistrationTab = 'team' | 'individual'

/**
 * The membership page's registration dialog: team and individual tabs, footer
 * 报名 / 提交申请, not closable by Escape and without a close icon; it waits for the current season,
 * checks the order state when the individual tab opens, and resets on close. The team tab signs a team
 * up (/team/saveTeamClub) and goes to pay its fee when a team id comes back. The individual tab is the
 * school's paid sign-up, filled in from what the school already gave this season; `initialTab` opens
 * the dialog on either tab.
 */
export function RegistrationDialog({
  open,
  onClose,
  initialTab = 'team',
}: {
  open: boolean
  onClose: () => void
  initialTab?: RegistrationTab
}) {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const { modal, message } = useFeedback()
  const navigate = useNavigate()
  const location = useLocation()
  // The payment returns here when it is done.
  const from = `${location.pathname}${location.search}`
  const season = useCurrentSeason()
  const [tab, setTab] = useState<RegistrationTab>('team')
  const [submitting, setSubmitting] = useState(false)
  const [prefilledFrom, setPrefilledFrom] = useState<PrefillSource>(null)
  const overview = useSeasonOverview()
  const codeProof = useCodeProof()
  const proofRef = useRef(codeProof.data)
  proofRef.current = codeProof.data
  const [resolver] = useState(() => requireCodeUnlessProved(schemaResolver, () => proofRef.current))
  const form = useForm<SchoolSignUpValues>({ resolver, defaultValues: emptySchoolSignUp })
  const teamForm = useForm<TeamValues>({ resolver: formResolver(teamSignUpSchema), defaultValues: emptyTeam })
  const clubs = useClubList(open)
  const { t: r } = useTranslation(schoolConsoleNs, { keyPrefix: 'register' })

  const close = () => {
    form.reset(emptySchoolSignUp)
    teamForm.reset(emptyTeam)
    setTab('team')
    setPrefilledFrom(null)
    onClose()
  }

  /** Nothing typed or chosen in the individual tab yet. */
  const untouched = () => JSON.stringify(form.getValues()) === JSON.stringify(emptySchoolSignUp)

  /**
   * Fills an untouched tab from the season's earlier sign-up, else from its paper application. What the
   * school typed while these were read (on a slow line) is kept: the tab is filled only if still untouched.
   */
  const prefill = async () => {
    if (!untouched()) return
    const info = await fetchEnrollmentInfo().catch(() => null)
    const paper = info ? null : (await fetchSeasonPaper().catch(() => null))?.paperApply
    const values = info ? prefillFromEnrollment(info) : paper ? prefillFromPaper(paper) : null
    if (!values || !untouched()) return
    const time = values.expectedTime ?? ''
    const dateWindow = examDateWindow(overview.data?.stages ?? [])
    const timeFits = time !== '' && !outsideWindow(dateWindow, dayjs(time.slice(0, 10)))
    form.reset({ ...emptySchoolSignUp, ...values, expectedTime: timeFits ? time : '' })
    setPrefilledFrom(info ? 'enrollment' : 'paper')
  }

  const switchTab = async (key: string) => {
    if (key !== 'individual') {
      setTab('team')
      return
    }
    setTab('individual')
    // Whether a fresh sign-in still proves the phone is read again each time the tab opens.
    void codeProof.refetch()
    const state = await fetchOrderState().catch(() => null)
    if (state?.orderState === ORDER_STATE.unpaid) {
      modal.confirm({
        title: r('unpaidTitle'),
        content: r('unpaid'),
        okText: r('unpaidOk'),
        cancelText: copy('common.cancel'),
        onOk: () => {
          close()
          navigate(`${paths.accountRoot}?jumpSource=${REGISTRANTS_JUMP_SOURCE}`)
        },
      })
    } else if (state?.orderState === ORDER_STATE.paid) {
      modal.warning({ title: r('unpaidTitle'), content: r('paid'), okText: copy('common.confirm') })
      setTab('team')
      return
    }
    await prefill()
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dialog opens, on the tab asked for
  useEffect(() => {
    if (open && initialTab === 'individual') void switchTab('individual')
  }, [open])

  const submitIndividual = form.handleSubmit(async (values) => {
    setSubmitting(true)
    try {
      const { enrollmentId } = await signUpIndividualSchool({
        ...toPayload(values),
        season: season.data?.season,
      })
      writeDraft({
        season: season.data?.season,
        stepIndex: '0',
        productFlag: APPLY_TEST_PAPER_FLAG,
        enrollmentId,
        from,
      })
      message.success(r('submitted'))
      close()
      navigate(`${paths.paymentProcess}?processType=1`)
    } catch {
      // The request client showed the server's message.
    } finally {
      setSubmitting(false)
    }
  })

  const submitTeam = teamForm.handleSubmit(async (values) => {
    const club = clubs.data?.find((c) => c.id === values.clubId)
    setSubmitting(true)
    try {
      const { teamId } = await signUpTeam({
        ...values,
        season: season.data?.season,
        activityName: season.data?.activityName,
        schoolId: club?.schoolId ?? null,
        teamLevel: club?.clubLevel,
        channel: TEAM_CHANNEL,
      })
      if (!teamId) return
      writeDraft({ ...teamPaymentDraft(teamId, season.data?.season), from })
      message.success(r('teamSubmitted'))
      close()
      navigate(`${paths.paymentProcess}${teamPaymentSearch(teamId)}`)
    } catch {
      // The request client showed the server's message.
    } finally {
      setSubmitting(false)
    }
  })

  const ready = season.data !== undefined && clubs.data !== undefined
  // The team tab names the season only: the season's activity name is the individual competition's.
  const seasonName =
    tab === 'team'
      ? season.data?.seasonName
      : lang === 'en'
        ? season.data?.activityNameEn
        : season.data?.activityName

  return (
    <Modal
      open={open}
      title={r('title')}
      keyboard={false}
      closable={false}
      maskClosable={false}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {r('close')}
        </Button>,
        tab === 'team' ? (
          <Button key="team" type="primary" loading={submitting} onClick={() => void submitTeam()}>
            {r('teamSubmit')}
          </Button>
        ) : (
          <Button
            key="individual"
            type="primary"
            loading={submitting}
            onClick={() => void submitIndividual()}
          >
            {r('individualSubmit')}
          </Button>
        ),
      ]}
    >
      {!ready ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin tip={r('loading')}>
            <div style={{ height: 40 }} />
          </Spin>
        </div>
      ) : (
        <>
          <p className={styles.muted}>
            {r('season')}
            {seasonName}
          </p>
          <Tabs
            activeKey={tab}
            onChange={(key) => void switchTab(key)}
            items={[
              {
                key: 'team',
                label: r('teamTab'),
                children: <TeamSignUpTab form={teamForm} clubs={clubs.data ?? []} />,
              },
              {
                key: 'individual',
                label: r('individualTab'),
                children: (
                  <SchoolSignUpTab form={form} prefilledFrom={prefilledFrom} proof={codeProof.data} />
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  )
}
