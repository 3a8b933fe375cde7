import { LogoutOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import styles from '../admin.module.css'
import { useStaffLogOut } from '../api/log-out'
import { StaffGate } from '../components/staff-gate'
import { COMMITTEE_LOGIN_TYPE, JUDGE_LOGIN_TYPE, useStaffLoginState } from '../use-staff-login-state'

const accepts = [JUDGE_LOGIN_TYPE, COMMITTEE_LOGIN_TYPE]

function JudgeWelcome() {
  const { t } = useTranslation()
  const { userName } = useStaffLoginState()
  const logOut = useStaffLogOut()
  return (
    <section className={styles.signInPage} aria-labelledby="judge-title">
      <div className={`${styles.signInCard} ${styles.judgeCard}`}>
        <header className={styles.signInHead}>
          <span className={styles.signInSeal} aria-hidden="true">
            判
          </span>
          <div>
            <h1 id="judge-title" className={styles.signInTitle}>
              {t('admin.judge.title')}
            </h1>
            <p className={styles.signInIntro}>
              {t('admin.judge.greeting', { name: userName || t('admin.judge.judge') })}
            </p>
          </div>
        </header>
        <div className={styles.signInBody}>
          <p className={styles.judgeLead}>{t('admin.judge.comingTitle')}</p>
          <p className={styles.judgeText}>{t('admin.judge.comingText')}</p>
          <Button
            size="large"
            block
            icon={<LogoutOutlined aria-hidden />}
            loading={logOut.isPending}
            onClick={() => logOut.mutate()}
          >
            {t('admin.logOut')}
          </Button>
        </div>
      </div>
    </section>
  )
}

/** /judge/*: for now a signed-in welcome; the exam control page comes with the live semi-final. */
export default function JudgePage() {
  const { t } = useTranslation()
  return (
    <StaffGate accepts={accepts} title={t('admin.signIn.judgeTitle')} intro={t('admin.signIn.judgeIntro')}>
      <JudgeWelcome />
    </StaffGate>
  )
}
