import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PlainButton } from '../../../components/plain-button'
import { paths } from '../../../config/paths'
import { splitAnswer } from '../choices'
import { AnswerStatusDialog } from '../components/answer-status-dialog'
import { Countdown } from '../components/countdown'
import { InstructionsDialog } from '../components/instructions-dialog'
import { QuestionCard } from '../components/question-card'
import { QuizFrame } from '../components/quiz-frame'
import { SectionProgress } from '../components/section-progress'
import styles from '../exam-page.module.css'
import { examNs } from '../i18n'
import {
  SAMPLE_SECONDS,
  sampleGroups,
  sampleInstructions,
  sampleQuestion,
  sampleSections,
} from '../sample-paper'

/**
 * /stu/exam/quiz: the static mock of the quiz screen: an example question, progress A 0/6, B 0/6,
 * C 0/3, 30:00 remaining, and the answer-status dialog. Nothing is saved.
 */
export default function SampleQuizPage() {
  const { t } = useTranslation(examNs)
  const navigate = useNavigate()
  const [statusOpen, setStatusOpen] = useState(false)
  const [instructionsOpen, setInstructionsOpen] = useState(false)
  return (
    <QuizFrame
      title={t('sampleTitle')}
      meta={<span>{t('sampleMeta')}</span>}
      countdown={<Countdown seconds={SAMPLE_SECONDS} kind="exam" />}
      aside={
        <>
          <SectionProgress sections={sampleSections} />
          <div className={`${styles.card} ${styles.panel} ${styles.actions}`}>
            <PlainButton onClick={() => setStatusOpen(true)}>{t('statusButton')}</PlainButton>
            <PlainButton onClick={() => setInstructionsOpen(true)}>{t('instructionsButton')}</PlainButton>
            <PlainButton onClick={() => navigate(paths.stuExamBe)}>{t('back')}</PlainButton>
          </div>
        </>
      }
    >
      <QuestionCard
        question={sampleQuestion}
        selected={splitAnswer(sampleQuestion.answer)}
        editable={false}
      />
      <AnswerStatusDialog open={statusOpen} onClose={() => setStatusOpen(false)} groups={sampleGroups} />
      <InstructionsDialog
        open={instructionsOpen}
        zh={sampleInstructions.zh}
        en={sampleInstructions.en}
        onClose={() => setInstructionsOpen(false)}
      />
    </QuizFrame>
  )
}
