import { RightOutlined } from '@ant-design/icons'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PhaseTag } from '../../../components/phase-tag'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainEmpty } from '../../../components/plain-empty'
import { judgeExamPath } from '../../../config/judge-path'
import { useJudgeExams } from '../api/list-judge-exams'
import { judgeNs } from '../i18n'
import judgePage from '../judge-page.module.css'
import styles from './exam-list.module.css'

/**
 * The exams this judge may open (the committee sees all open exams), each with where it stands; one
 * whose window has not opened says when it opens, in China time like the competition's calendar.
 */
export function ExamList() {
  const { t } = useTranslation(judgeNs)
  const exams = useJudgeExams()

  return (
    <section className={styles.list} aria-labelledby="judge-list-title">
      <h1 id="judge-list-title" className={styles.listTitle}>
        {t('list.title')}
      </h1>
      <p className={styles.listIntro}>{t('list.intro')}</p>
      {exams.isPending && (
        <div className={judgePage.loading}>
          <LoadingText size="large" text={t('loading')} />
        </div>
      )}
      {exams.isError && (
        <PlainAlert
          type="error"
          title={t('list.loadFailed')}
          action={
            <PlainButton onClick={() => void exams.refetch()} loading={exams.isFetching}>
              {t('retry')}
            </PlainButton>
          }
        />
      )}
      {exams.data?.length === 0 && (
        <div className={styles.empty}>
          <PlainEmpty description={t('list.empty')} />
          <p className={styles.emptyText}>{t('list.emptyText')}</p>
        </div>
      )}
      {exams.data && exams.data.length > 0 && (
        <ul className={styles.examCards}>
          {exams.data.map((exam) => (
            <li key={exam.id} className={styles.examCard}>
              <div className={styles.examCardBody}>
                <h2 className={styles.examCardName}>{exam.name}</h2>
                <p className={styles.examCardMeta}>
                  {t('list.questions', { count: exam.total })}
                  <span aria-hidden="true"> · </span>
                  {t('list.perQuestion', { seconds: exam.secondsPerQuestion })}
                </p>
                {exam.opened ? (
                  <PhaseTag phase={exam.progress.phase} />
                ) : (
                  <p className={styles.examCardOpens}>
                    {t('list.opensAt', { when: chinaDateTime(exam.opensAt, 'minute') })}
                  </p>
                )}
              </div>
              <Link
                to={judgeExamPath(exam.id)}
                className={styles.examCardLink}
                aria-label={t('list.openLabel', { name: exam.name })}
              >
                {t('list.open')} <RightOutlined aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
