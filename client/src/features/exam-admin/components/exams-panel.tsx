import { PlusOutlined } from '@ant-design/icons'
import { raceSchedules } from '@spell/shared'
import type { AdminExam } from '@spell/shared/api/exam-admin/exams'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Button, Table, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../../../components/admin-panel.module.css'
import { PhaseTag } from '../../../components/phase-tag'
import { currentLang } from '../../../i18n'
import { useExamCalendar } from '../api/calendar'
import { useAdminExams } from '../api/exams'
import { examAdminNs } from '../i18n'
import { ExamDialog } from './exam-dialog'

/** The online exams: every exam with its window, paper, judges, students and where it stands. */
export function ExamsPanel() {
  const { t } = useTranslation(examAdminNs)
  const lang = currentLang()
  const exams = useAdminExams()
  const calendar = useExamCalendar()
  const [creating, setCreating] = useState(false)
  const seasonName = (id: number) => calendar.data?.seasons.find((s) => s.id === id)?.name ?? id

  const columns: TableColumnsType<AdminExam> = [
    {
      title: t('exams.name'),
      dataIndex: 'name',
      render: (name: string, exam) => <Link to={`/admin/exams/${exam.id}`}>{name}</Link>,
    },
    {
      title: t('raceSchedule'),
      render: (_, exam) =>
        `${seasonName(exam.season)} · ${raceSchedules.find((r) => r.value === exam.raceSchedule)?.label[lang] ?? exam.raceSchedule}`,
    },
    {
      title: t('exams.window'),
      render: (_, exam) =>
        `${chinaDateTime(exam.opensAt, 'minute')} ~ ${chinaDateTime(exam.closesAt, 'minute')}`,
    },
    { title: t('exams.questions'), dataIndex: 'questionCount', align: 'right' },
    { title: t('exams.judges'), dataIndex: 'judgeCount', align: 'right' },
    { title: t('exams.students'), dataIndex: 'studentCount', align: 'right' },
    { title: t('exams.status'), render: (_, exam) => <PhaseTag phase={exam.progress.phase} /> },
  ]

  return (
    <section className={styles.panel} aria-labelledby="exams-title">
      <header className={styles.panelHead}>
        <div className={styles.panelHeadText}>
          <h1 id="exams-title" className={styles.panelTitle}>
            {t('exams.title')}
          </h1>
          <p className={styles.panelIntro}>{t('exams.intro')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('exams.create')}
        </Button>
      </header>
      <Table<AdminExam>
        rowKey="id"
        columns={columns}
        dataSource={exams.data}
        loading={exams.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('exams.empty') }}
      />
      <ExamDialog exam={null} open={creating} onClose={() => setCreating(false)} />
    </section>
  )
}
