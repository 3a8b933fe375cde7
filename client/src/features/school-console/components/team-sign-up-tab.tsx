import { translate } from '@spell/shared'
import { CODE_LENGTH } from '@spell/shared/api/accounts/codes'
import { type Club, TEAM_CODE_TYPE, type TeamSignUp } from '@spell/shared/api/teams/teams'
import { Alert, Form, Input, Select } from 'antd'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { SendCodeButton } from '../../../components/send-code-button'
import { useClubLevelName } from '../../../hooks/use-club-level-name'
import { useSeasonFees } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

export type TeamValues = Pick<TeamSignUp, 'clubId' | 'teamName' | 'teacherName' | 'phone' | 'code'>
export const emptyTeam: TeamValues = {
  clubId: undefined as unknown as number,
  teamName: '',
  teacherName: '',
  phone: '',
  code: '',
}

/** The team tab of the registration dialog: the team registration form. */
export function TeamSignUpTab({ form, clubs }: { form: UseFormReturn<TeamValues>; clubs: Club[] }) {
  const { t: r } = useTranslation(schoolConsoleNs, { keyPrefix: 'register' })
  const { t: a } = useTranslation(schoolConsoleNs, { keyPrefix: 'apply' })
  const fees = useSeasonFees()
  const lang = currentLang()
  const phone = form.watch('phone')
  const level = useClubLevelName()
  return (
    <Form layout="vertical" requiredMark={false} component="div">
      <div className={styles.grid}>
        <FormField control={form.control} name="clubId" id="team-club" label={r('club')}>
          {(field) => (
            <Select
              {...field}
              onChange={(v) => {
                field.onChange(v)
                void form.trigger('clubId')
              }}
              placeholder={r('clubPlaceholder')}
              aria-label={r('club')}
              options={clubs.map((c) => ({
                value: c.id,
                disabled: c.full,
                label: `${c.clubName}（${level(c.clubLevel)}）${c.full ? ` · ${translate('team.groupFull', lang)}` : ''}`,
              }))}
            />
          )}
        </FormField>
        <FormField control={form.control} name="teamName" id="team-name" label={r('teamName')}>
          {(field) => <Input {...field} maxLength={40} placeholder={r('teamNamePlaceholder')} />}
        </FormField>
        <FormField control={form.control} name="teacherName" id="team-leader" label={r('leader')}>
          {(field) => <Input {...field} maxLength={20} placeholder={r('leaderPlaceholder')} />}
        </FormField>
        <FormField control={form.control} name="phone" id="team-phone" label={a('phone')}>
          {(field) => (
            <Input {...field} inputMode="numeric" maxLength={11} placeholder={a('phonePlaceholder')} />
          )}
        </FormField>
        <div className={styles.full}>
          <FormField control={form.control} name="code" id="team-code" label={a('code')}>
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
                  codeType={TEAM_CODE_TYPE}
                  target={phone}
                  validateTarget={() => form.trigger('phone')}
                />
              </div>
            )}
          </FormField>
        </div>
      </div>
      <Alert type="info" showIcon message={r('teamFee', { fee: fees.team })} description={r('teamNote')} />
    </Form>
  )
}
