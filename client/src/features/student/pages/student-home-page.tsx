import {
  BookOutlined,
  EditOutlined,
  RocketOutlined,
  ShoppingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons'
import { enrolmentStatuses } from '@spell/shared'
import { ENROLMENT } from '@spell/shared/api/students/home'
import { Alert, Button, Spin, Steps, Tag } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation } from 'react-router'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { useStudentHome } from '../api/student-home'
import { useStudentText } from '../content'
import styles from '../student.module.css'

/** /stu/index: the speller's home — enrolment state and next step, the live exam, the study tools. */
export default function StudentHomePage() {
  const { pathname } = useLocation()
  const { loggedIn } = useLoginState()
  if (!loggedIn)
    return <Navigate to={`${paths.chnEngLogin}?pushUrl=${encodeURIComponent(pathname)}`} replace />
  return <StudentHome />
}

function Action({ to, children, primary }: { to: string; children: ReactNode; primary?: boolean }) {
  return (
    <Link to={to}>
      <Button type={primary ? 'primary' : 'default'}>{children}</Button>
    </Link>
  )
}

function StudentHome() {
  const text = useStudentText()
  const { i18n } = useTranslation()
  const lang = i18n.language === 'en' ? 'en' : 'zh'
  const home = useStudentHome()

  if (home.isPending) {
    return (
      <div className={styles.state}>
        <Spin size="large" description={text.loading} />
      </div>
    )
  }
  if (home.isError) return <Alert type="error" showIcon title={home.error.message} />
  const { userName, infoComplete, enrolmentStatus, exam } = home.data
  const status = enrolmentStatuses.find((s) => s.value === enrolmentStatus)
  const paid = enrolmentStatus === ENROLMENT.paid
  const infoUrl = `${paths.cebsbUserInfo}?pushUrl=${encodeURIComponent(paths.stuIndex)}`
  const examUrl = paths.stuExamSemiBe
  const when = (ms: number) => dayjs(ms).format(lang === 'en' ? 'D MMM YYYY HH:mm' : 'YYYY年M月D日 HH:mm')

  const current = !infoComplete ? 0 : !paid ? 1 : 2
  const tiles = [
    {
      to: paths.stuLexiconIndex,
      icon: <BookOutlined aria-hidden />,
      title: text.lexicon,
      body: text.lexiconText,
    },
    {
      to: paths.stuExerIndex,
      icon: <ThunderboltOutlined aria-hidden />,
      title: text.practice,
      body: text.practiceText,
    },
    {
      to: paths.stuExamSemiBe,
      icon: <RocketOutlined aria-hidden />,
      title: text.semiFinal,
      body: text.semiFinalText,
    },
    { to: paths.stuUser, icon: <EditOutlined aria-hidden />, title: text.profile, body: text.profileText },
    {
      to: paths.stuOrders,
      icon: <ShoppingOutlined aria-hidden />,
      title: text.orders,
      body: text.ordersText,
    },
  ]

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>{text.hello(userName)}</h1>
        <p>{text.intro}</p>
      </section>

      {exam?.open && !exam.submitted && (
        <Alert
          className={styles.live}
          type="success"
          showIcon
          icon={<RocketOutlined aria-hidden />}
          title={text.liveExam}
          description={text.examOpen(exam.name)}
          action={
            <Action to={examUrl} primary>
              {text.enterExam}
            </Action>
          }
        />
      )}

      <section className={styles.card} aria-labelledby="enrolment-heading">
        <div className={styles.cardHead}>
          <h2 id="enrolment-heading">{text.progress}</h2>
          <span>
            {text.status}：
            <Tag
              color={paid ? 'green' : enrolmentStatus === ENROLMENT.unpaid ? 'orange' : 'default'}
              data-testid="enrolment-status"
            >
              {enrolmentStatus} · {status?.label[lang]}
            </Tag>
          </span>
        </div>
        <Steps
          orientation="vertical"
          current={current}
          items={[
            {
              title: text.stepInfo,
              status: infoComplete ? 'finish' : 'process',
              content: infoComplete ? (
                text.stepInfoDone
              ) : (
                <>
                  <p>{text.stepInfoTodo}</p>
                  <Action to={infoUrl} primary>
                    {text.completeInfo}
                  </Action>
                </>
              ),
            },
            {
              title: text.stepPay,
              status: paid ? 'finish' : infoComplete ? 'process' : 'wait',
              content: paid ? (
                text.stepPayDone
              ) : (
                <>
                  <p>{enrolmentStatus === ENROLMENT.unpaid ? text.stepPayUnpaid : text.stepPayNotEnrolled}</p>
                  {infoComplete && (
                    <Action to={paths.stuPlaceOrder} primary>
                      {enrolmentStatus === ENROLMENT.unpaid ? text.pay : text.enrol}
                    </Action>
                  )}
                </>
              ),
            },
            {
              title: text.stepExam,
              status: exam?.submitted ? 'finish' : paid ? 'process' : 'wait',
              content: !exam ? (
                text.examNone
              ) : exam.submitted ? (
                text.examSubmitted
              ) : exam.open ? (
                <>
                  <p>{text.examOpen(exam.name)}</p>
                  <Action to={examUrl} primary>
                    {text.enterExam}
                  </Action>
                </>
              ) : (
                text.examLater(exam.name, when(exam.opensAt))
              ),
            },
          ]}
        />
      </section>

      <h2 className={styles.sectionTitle}>{text.shortcuts}</h2>
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
