import { CheckCircleFilled } from '@ant-design/icons'
import { questionTypeIn } from '@spell/shared/api/exams/question-type'
import type { ExamQuestion } from '@spell/shared/api/exams/student-calls'
import { useTranslation } from 'react-i18next'
import hidden from '../../../components/visually-hidden.module.css'
import { currentLang } from '../../../i18n'
import { judgeNs } from '../i18n'
import { choicesOf, isExample } from '../question-view'
import styles from './question-card.module.css'

interface QuestionCardProps {
  question: ExamQuestion
  /** 0-based position among all questions (the example included). */
  index: number
  total: number
}

/**
 * The question being asked, as the judge reads it out: both texts and the options, answer marked. A
 * write question shows its pinyin and meaning, and the character the students should write (the
 * judge's screen only).
 */
export function QuestionCard({ question, index, total }: QuestionCardProps) {
  const { t } = useTranslation(judgeNs)
  const example = isExample(question)
  const writes = question.kind === 'write'
  const choices = writes
    ? [{ letter: '', text: question.answer ?? '', isImage: false, correct: true }]
    : choicesOf(question)
  return (
    <article className={styles.question} aria-labelledby="judge-question-label">
      <header className={styles.questionHead}>
        <h2 id="judge-question-label" className={styles.questionLabel}>
          {example ? t('question.example') : t('question.number', { n: question.quizNumber })}
        </h2>
        <span className={styles.questionMeta}>
          {t('question.sequence', { current: index + 1, total })}
          <span aria-hidden="true"> · </span>
          {t('question.section', { section: question.section })}
          <span aria-hidden="true"> · </span>
          {questionTypeIn(question.quizTypeStr, currentLang())}
        </span>
      </header>
      {writes && (
        <p className={styles.questionPinyin} lang="zh-Latn-pinyin">
          {question.pinyin}
        </p>
      )}
      <p className={styles.questionZh} lang="zh-CN">
        <span className={hidden.hidden}>{t('question.zh')}: </span>
        {question.description}
      </p>
      <p className={styles.questionEn} lang="en">
        <span className={hidden.hidden}>{t('question.en')}: </span>
        {question.engDescription}
      </p>
      <ol className={styles.choices} aria-label={t('question.options')}>
        {choices.map((choice) => (
          <li
            key={choice.letter}
            className={`${styles.choice} ${choice.correct ? styles.choiceCorrect : ''}`}
            data-correct={choice.correct || undefined}
          >
            {choice.letter && (
              <span className={styles.choiceLetter} aria-hidden="true">
                {choice.letter}
              </span>
            )}
            {choice.isImage ? (
              <img className={styles.choiceImage} src={choice.text} alt={choice.letter} />
            ) : (
              <span className={styles.choiceText} lang="zh-CN">
                {choice.text}
              </span>
            )}
            {choice.correct && (
              <span className={styles.choiceMark}>
                <CheckCircleFilled aria-hidden /> {t('question.correct')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </article>
  )
}
