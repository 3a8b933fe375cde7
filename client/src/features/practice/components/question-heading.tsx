import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import hidden from '../../../components/visually-hidden.module.css'
import styles from '../answer.module.css'
import { practiceNs } from '../i18n'

interface QuestionHeadingProps {
  /** The question's place in the paper, from 0. */
  index: number
  total: number
  /** The prompt as the page shows it. */
  children: ReactNode
}

/**
 * The question's prompt as the page's second heading, named "Question n of N" for screen readers.
 * When the question changes (Next, a right pick, the time running out) the focus moves onto it, so
 * the next Tab reaches the new question's audio buttons and options instead of starting over from
 * the button that was pressed.
 */
export function QuestionHeading({ index, total, children }: QuestionHeadingProps) {
  const { t } = useTranslation(practiceNs)
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef(index)
  useEffect(() => {
    if (shown.current === index) return
    shown.current = index
    heading.current?.focus()
  }, [index])
  return (
    <h2 ref={heading} tabIndex={-1} className={styles.prompt}>
      <span className={hidden.hidden}>{t('questionOf', { n: index + 1, total })}: </span>
      {children}
    </h2>
  )
}
