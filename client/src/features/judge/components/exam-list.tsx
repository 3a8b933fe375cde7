import { RightOutlined } from '@ant-design/icons'
import { Alert, Button, Empty, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PhaseTag } from '../../../components/phase-tag'
import { judgeExamPath } from '../../../config/judge-path'
import { useJudgeExams } from '../api/list-judge-exams'
import { judgeNs } from '../i18n'
import judgePage from '../judge-page.module.css'
import styles from './exam-list.module.css'

/** The exams this judge may open (the committee sees all open exams), each with where it stands. */
export function ExamList() {
  const { t } = useTranslation(judgeNs)
  const exams = useJudgeExams()

  return (
    <section className={styles.list} aria-labelledby="judge-list-title">
      <h1 id="judge-list-title" className={styles.listTitle}>
        {t('list.title')}
      </h1>
      <p className={styles.listIntro}>{t('list.intro')}</p>
      {exams.isPending && <Spin size="large" className={judgePage.loading} description={t('loading')} />}
      {exams.isError && (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          action={
            <Button onClick={() => void exams.refetch()} loading={exams.isFetching}>
              {t('retry')}
            </Button>
          }
        />
      )}
      {exams.data?.length === 0 && (
        <Empty description={t('list.empty')} className={styles.empty}>
          <p className={styles.listIntro}>{t('list.emptyText')}</p>
        </Empty>
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
                <PhaseTag phase={exam.progress.phase} />
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
