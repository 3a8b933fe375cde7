import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PlainButton } from '../../../components/plain-button'
import { paths } from '../../../config/paths'
import { InstructionsToggle } from '../components/instructions-toggle'
import styles from '../exam-page.module.css'
import { examNs } from '../i18n'
import { sampleInstructions } from '../sample-paper'

/** /stu/exam/be: the static instructions of the sample exam, with "Start answering" and "Answer later". */
export default function SampleIntroPage() {
  const { t } = useTranslation(examNs)
  const navigate = useNavigate()
  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.intro}`}>
        <p className={styles.introEyebrow}>{t('sampleEyebrow')}</p>
        <h1 className={styles.introTitle}>{t('sampleTitle')}</h1>
        <InstructionsToggle zh={sampleInstructions.zh} en={sampleInstructions.en} />
        <div className={styles.introActions}>
          <PlainButton size="large" className={styles.bigButton} onClick={() => navigate(paths.stuIndex)}>
            {t('answerLater')}
          </PlainButton>
          <PlainButton
            type="primary"
            size="large"
            className={styles.bigButton}
            onClick={() => navigate(paths.stuExamQuiz)}
          >
            {t('startAnswering')}
          </PlainButton>
        </div>
      </div>
    </div>
  )
}
