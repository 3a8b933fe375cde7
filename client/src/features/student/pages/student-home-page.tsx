import {
  BookOutlined,
  EditOutlined,
  RocketOutlined,
  ShoppingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons'
import { enrolmentStatuses } from '@spell/shared'
import { ENROLMENT } from '@spell/shared/api/students/home'
import { chinaDateTimeText } from '@spell/shared/time/china-time'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainSteps } from '../../../components/plain-steps'
import { PlainTag } from '../../../components/plain-tag'
import { paths } from '../../../config/paths'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { useStudentHome } from '../api/student-home'
import { BankPassword } from '../components/bank-password'
import { studentNs } from '../i18n'
import styles from '../student.module.css'

function Action({ to, children, primary }: { to: string; children: ReactNode; primary?: boolean }) {
  return (
    <Link to={to}>
      <PlainButton type={primary ? 'primary' : 'default'}>{children}</PlainButton>
    </Link>
  )
}

/** /stu/index: the speller's home — enrolment state and next step, the live exam, the study tools. */
export default function StudentHome() {
  const { t } = useTranslation(studentNs)
  const lang = useSiteLang()
  const home = useStudentHome()

  if (home.isPending) {
    return (
      <div className={styles.state}>
        <LoadingText size="large" text={t('loading')} />
      </div>
    )
  }
  if (home.isError) return <PlainAlert title={home.error.message} />
  const { userName, infoComplete, enrolmentStatus, exam } = home.data
  const status = enrolmentStatuses.find((s) => s.value === enrolmentStatus)
  const paid = enrolmentStatus === ENROLMENT.paid
  const infoUrl = `${paths.cebsbUserInfo}?pushUrl=${encodeURIComponent(paths.stuIndex)}`
  const examUrl = paths.stuExamSemiBe
  const when = (ms: number) => chinaDateTimeText(ms, lang)

  const current = !infoComplete ? 0 : !paid ? 1 : 2
  const tiles = [
    {
      to: paths.stuLexiconIndex,
      icon: <BookOutlined aria-hidden />,
      title: t('lexicon'),
      body: t('lexiconText'),
    },
    {
      to: paths.stuExerIndex,
      icon: <ThunderboltOutlined aria-hidden />,
      title: t('practice'),
      body: t('practiceText'),
    },
    {
      to: paths.stuExamSemiBe,
      icon: <RocketOutlined aria-hidden />,
      title: t('semiFinal'),
      body: t('semiFinalText'),
    },
    { to: paths.stuUser, icon: <EditOutlined aria-hidden />, title: t('profile'), body: t('profileText') },
    {
      to: paths.stuOrders,
      icon: <ShoppingOutlined aria-hidden />,
      title: t('orders'),
      body: t('ordersText'),
    },
  ]

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>{userName ? t('hello', { name: userName }) : t('helloNoName')}</h1>
        <p>{t('intro')}</p>
      </section>

      {exam?.open && !exam.submitted && (
        <section className={styles.live} aria-labelledby="live-exam-heading">
          <RocketOutlined className={styles.liveIcon} aria-hidden />
          <div className={styles.liveText}>
            <h2 id="live-exam-heading">{t('liveExam')}</h2>
            <p>{t('examOpen', { name: exam.name })}</p>
          </div>
          <Action to={examUrl} primary>
            {t('enterExam')}
          </Action>
        </section>
      )}

      <section className={styles.card} aria-labelledby="enrolment-heading">
        <div className={styles.cardHead}>
          <h2 id="enrolment-heading">{t('progress')}</h2>
          <span>
            {t('status')}：
            <span data-testid="enrolment-status">
              <PlainTag color={paid ? 'green' : enrolmentStatus === ENROLMENT.unpaid ? 'orange' : 'default'}>
                {status?.label[lang]}
              </PlainTag>
            </span>
          </span>
        </div>
        <PlainSteps
          orientation="vertical"
          current={current}
          items={[
            {
              title: t('stepInfo'),
              status: infoComplete ? 'finish' : 'process',
              content: infoComplete ? (
                t('stepInfoDone')
              ) : (
                <>
                  <p>{t('stepInfoTodo')}</p>
                  <Action to={infoUrl} primary>
                    {t('completeInfo')}
                  </Action>
                </>
              ),
            },
            {
              title: t('stepPay'),
              status: paid ? 'finish' : infoComplete ? 'process' : 'wait',
              content: paid ? (
                <>
                  <p>{t('stepPayDone')}</p>
                  <BankPassword />
                </>
              ) : (
                <>
                  <p>{enrolmentStatus === ENROLMENT.unpaid ? t('stepPayUnpaid') : t('stepPayNotEnrolled')}</p>
                  {infoComplete && (
                    <Action to={paths.stuPlaceOrder} primary>
                      {enrolmentStatus === ENROLMENT.unpaid ? t('pay') : t('enrol')}
                    </Action>
                  )}
                </>
              ),
            },
            {
              title: t('stepExam'),
              status: exam?.submitted ? 'finish' : paid ? 'process' : 'wait',
              content: !exam ? (
                t('examNone')
              ) : exam.submitted ? (
                t('examSubmitted')
              ) : exam.open ? (
                <>
                  <p>{t('examOpen', { name: exam.name })}</p>
                  <Action to={examUrl} primary>
                    {t('enterExam')}
                  </Action>
                </>
              ) : (
                t('examLater', { name: exam.name, when: when(exam.opensAt) })
              ),
            },
          ]}
        />
      </section>

      <h2 className={styles.sectionTitle}>{t('shortcuts')}</h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className={styles.tile}>
              <span className={styles.tileIcon}>{tile.icon}</span>
              <strong>{tile.title}</strong>
              <span>{tile.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
