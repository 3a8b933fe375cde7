import { CODE_LENGTH } from '@spell/shared/api/accounts/codes'
import {
  APPLY_TEST_PAPER_FLAG,
  enrollmentPersonalSchoolSchema,
  ORDER_STATE,
} from '@spell/shared/api/school-console/enrollment'
import { PAPER_APPLY_CODE_TYPE } from '@spell/shared/api/school-console/paper-apply'
import { TEAM_CHANNEL, TEAM_ORDER, teamSignUpSchema } from '@spell/shared/api/teams/teams'
import { App, Button, Form, Input, Modal, Spin, Tabs } from 'antd'
import { useState } from 'react'
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormField } from '../../../components/form-field'
import { SendCodeButton } from '../../../components/send-code-button'
import { paths } from '../../../config/paths'
import { currentLang } from '../../../i18n'
import { formResolver } from '../../../lib/form-resolver'
import { fetchOrderState, signUpIndividualSchool, useCurrentSeason } from '../api/queries'
import { signUpTeam, useClubList } from '../api/team-sign-up'
import { totalExamNum } from '../grade-rows'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'
import { GradeClassFields, type GradeClassValues } from './grade-class-fields'
import { emptyTeam, TeamSignUpTab, type TeamValues } from './team-sign-up-tab'

/** Browser-storage key of the payment draft. */
const ORDER_DRAFT_KEY = 'orderPayDataForm'
/** The user centre's marker for unpaid registrants' orders (/cebsbInfoData?jumpSource=…). */
const REGISTRANTS_JUMP_SOURCE = 'registrants'

interface IndividualValues extends GradeClassValues {
  teacherName: string
  phone: string
  code: string
}
const emptyIndividual: IndividualValues = {
  expectedTime: '',
  gameGroupList: [],
  classStr: undefined,
  gradeList: [],
  teacherName: '',
  phone: '',
  code: '',
}

const toPayload = (v: IndividualValues) => ({
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
const resolver: Resolver<IndividualValues> = async (values) => {
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
  return { values: {}, errors: errors as FieldErrors<IndividualValues> }
}

type TabKey = 'team' | 'individual'

/**
 * The membership page's registration dialog: team and individual tabs, footer
 * 报名 / 提交申请, not closable by Escape and without a close icon; it waits for the current season,
 * checks the order state when the individual tab opens, and resets on close. The team tab signs a team
 * up (/team/saveTeamClub) and goes to pay its fee when a team id comes back.
 */
export function RegistrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const { modal, message } = App.useApp()
  const navigate = useNavigate()
  const season = useCurrentSeason()
  const [tab, setTab] = useState<TabKey>('team')
  const [submitting, setSubmitting] = useState(false)
  const form = useForm<IndividualValues>({ resolver, defaultValues: emptyIndividual })
  const teamForm = useForm<TeamValues>({ resolver: formResolver(teamSignUpSchema), defaultValues: emptyTeam })
  const clubs = useClubList(open)
  const phone = form.watch('phone')
  const { t: r } = useTranslation(schoolConsoleNs, { keyPrefix: 'register' })

  const close = () => {
    form.reset(emptyIndividual)
    teamForm.reset(emptyTeam)
    setTab('team')
    onClose()
  }

  const switchTab = async (key: string) => {
    if (key !== 'individual') {
      setTab('team')
      return
    }
    setTab('individual')
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
    }
  }

  const submitIndividual = form.handleSubmit(async (values) => {
    setSubmitting(true)
    try {
      const { enrollmentId } = await signUpIndividualSchool({
        ...toPayload(values),
        season: season.data?.season,
      })
      localStorage.setItem(
        ORDER_DRAFT_KEY,
        JSON.stringify({
          season: season.data?.season,
          stepIndex: '0',
          productFlag: APPLY_TEST_PAPER_FLAG,
          enrollmentId,
        }),
      )
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
      localStorage.setItem(
        ORDER_DRAFT_KEY,
        JSON.stringify({
          season: season.data?.season,
          stepIndex: '0',
          productFlag: TEAM_ORDER.productFlag,
          category: TEAM_ORDER.category,
          subCategory: TEAM_ORDER.subCategory,
          subTypeCategory: TEAM_ORDER.subTypeCategory,
          teamId,
        }),
      )
      message.success(r('teamSubmitted'))
      close()
      navigate(`${paths.paymentProcess}?processType=${TEAM_ORDER.processType}&teamId=${teamId}`)
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
                children: <IndividualTab form={form} phone={phone} />,
              },
            ]}
          />
        </>
      )}
    </Modal>
  )
}

function IndividualTab({ form, phone }: { form: UseFormReturn<IndividualValues>; phone: string }) {
  const { t: a } = useTranslation(schoolConsoleNs, { keyPrefix: 'apply' })
  return (
    <Form layout="vertical" requiredMark={false}>
      <div className={styles.grid}>
        <GradeClassFields form={form as unknown as UseFormReturn<GradeClassValues>} idPrefix="register" />
        <FormField control={form.control} name="teacherName" id="register-teacher" label={a('teacher')}>
          {(field) => <Input {...field} maxLength={20} placeholder={a('teacherPlaceholder')} />}
        </FormField>
        <FormField control={form.control} name="phone" id="register-phone" label={a('phone')}>
          {(field) => (
            <Input {...field} inputMode="numeric" maxLength={11} placeholder={a('phonePlaceholder')} />
          )}
        </FormField>
        <div className={styles.full}>
          <FormField control={form.control} name="code" id="register-code" label={a('code')}>
            {(field) => (
              <div className={styles.codeRow}>
                <Input
                  {...field}
                  inputMode="numeric"
                  maxLength={CODE_LENGTH}
                  placeholder={a('codePlaceholder')}
                />
                <SendCodeButton
                  channel="sms"
                  codeType={PAPER_APPLY_CODE_TYPE}
                  target={phone}
                  validateTarget={() => form.trigger('phone')}
                />
              </div>
            )}
          </FormField>
        </div>
      </div>
    </Form>
  )
}
