import { LogoutOutlined, UserOutlined } from '@ant-design/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import { useStaffLogOut } from '../api/log-out'
import { adminNs } from '../i18n'
import { COMMITTEE_LOGIN_TYPE, JUDGE_LOGIN_TYPE, useStaffLoginState } from '../use-staff-login-state'
import styles from './judge-gate.module.css'
import { StaffGate } from './staff-gate'

const accepts = [JUDGE_LOGIN_TYPE, COMMITTEE_LOGIN_TYPE]

/** The signed-in judge (or committee member) and the log-out button, for the judge console's bar. */
export function StaffAccount() {
  const { t } = useTranslation(adminNs)
  const { userName } = useStaffLoginState()
  const logOut = useStaffLogOut()
  return (
    <span className={styles.account}>
      <span>
        <UserOutlined aria-hidden /> {userName || t('judge.judge')}
      </span>
      <PlainButton
        icon={<LogoutOutlined aria-hidden />}
        loading={logOut.isPending}
        onClick={() => logOut.mutate()}
      >
        {t('logOut')}
      </PlainButton>
    </span>
  )
}

/**
 * /judge/*: the sign-in card for anyone but a judge or the committee, else the page app/ passes in
 * (the judge console; features do not import each other, app/ composes them).
 */
export function JudgeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(adminNs)
  return (
    <StaffGate accepts={accepts} title={t('signIn.judgeTitle')} intro={t('signIn.judgeIntro')}>
      {children}
    </StaffGate>
  )
}
