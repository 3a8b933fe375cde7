import {
  CheckCircleFilled,
  CloseCircleOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  InfoCircleOutlined,
  LoadingOutlined,
  UndoOutlined,
} from '@ant-design/icons'
import { questionTypeIn } from '@spell/shared/api/exams/question-type'
import type { ExamQuestion } from '@spell/shared/api/exams/student-calls'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import { WritingBox } from '../../../components/writing-box'
import { currentLang } from '../../../i18n'
import { isMultiSelect, parseChoices } from '../choices'
import examPage from '../exam-page.module.css'
import { examNs } from '../i18n'
import styles from './question-card.module.css'

export type QuestionContent = Pick<
  ExamQuestion,
  'quizForm' | 'quizNumber' | 'quizTypeStr' | 'description' | 'engDescription' | 'choice' | 'answer'
> &
  Partial<Pick<ExamQuestion, 'kind' | 'pinyin'>>

/**
 * Where the shown answer stands: on the server, on its way, kept on this device for now, or refused
 * by the server (it arrived after the question's time was up).
 */
export type SaveState = 'saved' | 'saving' | 'local' | 'refused' | null

interface QuestionCardProps {
  question: QuestionContent
  selected: readonly string[]
  editable: boolean
  onToggle?: (value: string, multi: boolean) => void
  saveState?: SaveState
  /** A write question's drawing and where each change goes. */
  writing?: { strokes: Strokes; write: (strokes: Strokes) => void }
  /** Below the options: review navigation. */
  footer?: ReactNode
}

/**
 * One question: "Example" or "Question N", the title in Chinese and in English, and the options as
 * big tiles (a character, or a picture when the option is a URL). An example shows its answer chosen
 * and cannot be changed.
 */
export function QuestionCard({
  question,
  selected,
  editable,
  onToggle,
  saveState,
  writing,
  footer,
}: QuestionCardProps) {
  const { t } = useTranslation(examNs)
  const titleId = useId()
  const isExample = question.quizForm === 1
  const multi = isMultiSelect(question)
  const choices = parseChoices(question.choice)
  const writes = question.kind === 'write'
  const hint = isExample
    ? t('hintExample')
    : writes
      ? t('hintWrite')
      : multi
        ? t('hintMulti')
        : t('hintSingle')
  return (
    <article className={`${examPage.card} ${styles.question}`} aria-labelledby={titleId}>
      <div className={styles.questionHead}>
        <span className={`${styles.numberBadge} ${isExample ? styles.exampleBadge : ''}`}>
          {isExample ? t('example') : t('questionNumber', { n: question.quizNumber })}
        </span>
        {question.quizTypeStr && (
          <span className={styles.typeTag}>{questionTypeIn(question.quizTypeStr, currentLang())}</span>
        )}
      </div>
      <div id={titleId}>
        {writes && (
          <p className={styles.pinyin} lang="zh-Latn-pinyin">
            {question.pinyin}
          </p>
        )}
        <h2 className={styles.titleZh} lang="zh-CN">
          {question.description}
        </h2>
        {question.engDescription && (
          <p className={styles.titleEn} lang="en">
            {question.engDescription}
          </p>
        )}
      </div>
      <p className={styles.hint}>
        <InfoCircleOutlined aria-hidden="true" />
        {hint}
      </p>
      {writes && writing && (
        <WrittenAnswer strokes={writing.strokes} write={writing.write} editable={editable} />
      )}
      <ul className={styles.options} aria-label={t('optionsLabel')} hidden={writes}>
        {choices.map((choice) => {
          const isSelected = selected.includes(choice.value)
          const name = choice.image
            ? t('optionImageName', { letter: choice.letter })
            : t('optionName', { letter: choice.letter, value: choice.value })
          return (
            <li key={choice.value}>
              <button
                type="button"
                className={`${styles.option} ${isSelected ? styles.optionSelected : ''}`}
                aria-pressed={isSelected}
                aria-label={name}
                disabled={!editable}
                onClick={() => onToggle?.(choice.value, multi)}
              >
                <span className={styles.optionLetter} aria-hidden="true">
                  {choice.letter}
                </span>
                {choice.image ? (
                  <img
                    className={styles.optionImage}
                    src={choice.value}
                    alt={t('optionImageAlt', { letter: choice.letter })}
                  />
                ) : (
                  <span className={styles.optionText} lang="zh-CN">
                    {choice.value}
                  </span>
                )}
                {isSelected && <CheckCircleFilled className={styles.optionCheck} aria-hidden="true" />}
              </button>
            </li>
          )
        })}
      </ul>
      {(!isExample || footer) && (
        <div className={styles.questionFoot}>
          <SaveStateNote state={isExample ? null : (saveState ?? null)} />
          {footer}
        </div>
      )}
    </article>
  )
}

/** The writing box with undo and clear; it never shows the character's outline. */
function WrittenAnswer({
  strokes,
  write,
  editable,
}: {
  strokes: Strokes
  write: (strokes: Strokes) => void
  editable: boolean
}) {
  const { t } = useTranslation(examNs)
  return (
    <div className={styles.writing}>
      <WritingBox strokes={strokes} onChange={write} disabled={!editable} label={t('writingBox')} />
      <div className={styles.writingTools}>
        <span aria-live="polite">{t('strokeCount', { count: strokes.length })}</span>
        <PlainButton
          icon={<UndoOutlined aria-hidden="true" />}
          disabled={!editable || strokes.length === 0}
          onClick={() => write(strokes.slice(0, -1))}
        >
          {t('undoStroke')}
        </PlainButton>
        <PlainButton
          icon={<DeleteOutlined aria-hidden="true" />}
          disabled={!editable || strokes.length === 0}
          onClick={() => write([])}
        >
          {t('clearWriting')}
        </PlainButton>
      </div>
    </div>
  )
}

function SaveStateNote({ state }: { state: SaveState }) {
  const { t } = useTranslation(examNs)
  return (
    <span aria-live="polite">
      {state === 'saved' && (
        <span className={`${styles.saveState} ${styles.saveSaved}`}>
          <CheckCircleFilled aria-hidden="true" />
          {t('saveSaved')}
        </span>
      )}
      {state === 'saving' && (
        <span className={`${styles.saveState} ${styles.saveSaving}`}>
          <LoadingOutlined aria-hidden="true" />
          {t('saveSaving')}
        </span>
      )}
      {state === 'refused' && (
        <span className={`${styles.saveState} ${styles.saveRefused}`}>
          <CloseCircleOutlined aria-hidden="true" />
          {t('saveRefused')}
        </span>
      )}
      {state === 'local' && (
        <span className={`${styles.saveState} ${styles.saveLocal}`}>
          <CloudUploadOutlined aria-hidden="true" />
          {t('saveLocal')}
        </span>
      )}
    </span>
  )
}
