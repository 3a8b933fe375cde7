import { ArrowLeftOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons'
import { raceSchedules } from '@spell/shared'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Alert, Button, Descriptions, Skeleton, Space, Tabs } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import styles from '../../../components/admin-panel.module.css'
import { PhaseTag } from '../../../components/phase-tag'
import { judgeExamPath } from '../../../config/judge-path'
import { currentLang } from '../../../i18n'
import { useAdminExam } from '../api/exams'
import { examAdminNs } from '../i18n'
import { ExamDialog } from './exam-dialog'
import { ItemAnalysisTab } from './item-analysis-tab'
import { JudgesTab } from './judges-tab'
import { QuestionsTab } from './questions-tab'
import { ResultsTab } from './results-tab'

/** One exam: its settings, paper, judges, students and results. */
export function ExamDetail() {
  const { t } = useTranslation(examAdminNs)
  const lang = currentLang()
  const quizId = Number(useParams().quizId)
  const exam = useAdminExam(quizId)
  const [editing, setEditing] = useState(false)

  if (exam.isError) return <Alert type="error" showIcon title={t('exams.loadFailed')} />
  if (!exam.data) return <Skeleton active />
  const { exam: settings, questions, judges } = exam.data
  const started = settings.progress.phase !== 'lobby'

  return (
    <section className={styles.panel} aria-labelledby="exam-title">
      <Link to="/admin/exams">
        <ArrowLeftOutlined aria-hidden /> {t('exams.back')}
      </Link>
      <header className={styles.panelHead}>
        <div className={styles.panelHeadText}>
          <h1 id="exam-title" className={styles.panelTitle}>
            {settings.name} <PhaseTag phase={settings.progress.phase} />
          </h1>
        </div>
        <Space wrap>
          <Button icon={<EyeOutlined aria-hidden />} href={judgeExamPath(quizId)} target="_blank">
            {t('exams.watch')}
          </Button>
          <Button icon={<EditOutlined aria-hidden />} disabled={started} onClick={() => setEditing(true)}>
            {t('exams.editTitle')}
          </Button>
        </Space>
      </header>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            label: t('raceSchedule'),
            children: raceSchedules.find((r) => r.value === settings.raceSchedule)?.label[lang],
          },
          {
            label: t('exams.window'),
            children: `${chinaDateTime(settings.opensAt, 'minute')} ~ ${chinaDateTime(settings.closesAt, 'minute')}`,
          },
          {
            label: t('exams.secondsPerQuestion'),
            children: `${settings.secondsPerQuestion} ${t('exams.seconds')}`,
          },
          { label: t('exams.students'), children: settings.studentCount },
        ]}
      />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'questions',
            label: t('exams.questionsTab', { count: questions.length }),
            children: <QuestionsTab quizId={quizId} questions={questions} locked={started} />,
          },
          {
            key: 'judges',
            label: t('exams.judgesTab', { count: settings.judgeCount }),
            children: <JudgesTab quizId={quizId} judges={judges} />,
          },
          {
            key: 'results',
            label: t('results.tab'),
            children: <ResultsTab quizId={quizId} />,
          },
          {
            key: 'analysis',
            label: t('analysis.tab'),
            children: <ItemAnalysisTab quizId={quizId} />,
          },
        ]}
      />
      <ExamDialog exam={settings} open={editing} onClose={() => setEditing(false)} />
    </section>
  )
}
