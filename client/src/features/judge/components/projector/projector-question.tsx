import { CheckCircleFilled } from '@ant-design/icons'
import { questionTypeIn } from '@spell/shared/api/exams/question-type'
import type { ExamQuestion } from '@spell/shared/api/exams/student-calls'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../../i18n'
import { useAnswerShares } from '../../api/get-answer-shares'
import { judgeNs } from '../../i18n'
import { choicesOf, isExample } from '../../question-view'
import { AnswerBars } from './answer-bars'
import { OptionContent } from './option-content'
import styles from './projector.module.css'

interface ProjectorQuestionProps {
  quizId: number
  question: ExamQuestion
  /** 0-based position among all questions (the example included). */
  index: number
  total: number
  closed: boolean
}

/**
 * The question on screen in the hall: its number (or the example marker), both texts and the options.
 * A real question's right answer shows only once it has closed, with the shares the server gives then;
 * an example's answer is no secret (the students see it too) and shows when its time is up. A write
 * question has no options: the character to write shows once it has closed.
 */
export function ProjectorQuestion({ quizId, question, index, total, closed }: ProjectorQuestionProps) {
  const { t } = useTranslation(judgeNs)
  const example = isExample(question)
  const writes = question.kind === 'write'
  const withShares = closed && !example && !writes
  const shares = useAnswerShares(quizId, question.id, withShares)
  return (
    <article className={styles.question} aria-labelledby="projector-question-label">
      <header className={styles.questionHead}>
        <h2
          id="projector-question-label"
          className={`${styles.questionLabel} ${example ? styles.exampleLabel : ''}`}
        >
          {example ? t('projector.example') : t('projector.number', { n: question.quizNumber })}
        </h2>
        <span className={styles.questionMeta}>
          {t('projector.sequence', { current: index + 1, total })}
          <span aria-hidden="true"> · </span>
          {questionTypeIn(question.quizTypeStr, currentLang())}
        </span>
      </header>
      {question.kind === 'write' && (
        <p className={styles.questionText} lang="zh-Latn-pinyin">
          {question.pinyin}
        </p>
      )}
      <p className={styles.questionText} lang="zh-CN">
        {question.description}
      </p>
      {question.engDescription && (
        <p className={styles.questionTextEn} lang="en">
          {question.engDescription}
        </p>
      )}
      {writes ? (
        closed && (
          <p className={`${styles.option} ${styles.optionCorrect} ${styles.writtenAnswer}`} data-correct>
            <span className={styles.optionText} lang="zh-CN">
              {question.answer}
            </span>
            <span className={styles.optionMark}>
              <CheckCircleFilled aria-hidden /> {t('projector.correct')}
            </span>
          </p>
        )
      ) : withShares && shares.data ? (
        <AnswerBars shares={shares.data} />
      ) : (
        <PlainOptions question={question} markAnswer={closed && example} />
      )}
      {withShares && !shares.data && <p className={styles.note}>{t('projector.sharesLoading')}</p>}
    </article>
  )
}

function PlainOptions({ question, markAnswer }: { question: ExamQuestion; markAnswer: boolean }) {
  const { t } = useTranslation(judgeNs)
  return (
    <ol className={styles.options} aria-label={t('projector.options')}>
      {choicesOf(question).map((choice) => {
        const correct = markAnswer && choice.correct
        return (
          <li
            key={choice.letter}
            className={`${styles.option} ${correct ? styles.optionCorrect : ''}`}
            data-correct={correct || undefined}
          >
            <span className={styles.optionLetter} aria-hidden="true">
              {choice.letter}
            </span>
            <OptionContent text={choice.text} letter={choice.letter} />
            {correct && (
              <span className={styles.optionMark}>
                <CheckCircleFilled aria-hidden /> {t('projector.correct')}
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
