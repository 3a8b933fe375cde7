import type { ReactNode } from 'react'
import styles from './plain-steps.module.css'

type StepStatus = 'finish' | 'process' | 'wait'

interface PlainStep {
  title: ReactNode
  /** Under the title (vertical steps only). */
  content?: ReactNode
  /** By default: done before `current`, under way at it, waiting after it. */
  status?: StepStatus
}

interface PlainStepsProps {
  items: PlainStep[]
  current: number
  /** Vertical: the steps one under another with what each says; horizontal: a row of titled marks. */
  orientation?: 'vertical' | 'horizontal'
  /** The status of the current step (finish once the last step is done). */
  status?: StepStatus
  className?: string
}

const statusOf = (index: number, current: number, status: StepStatus): StepStatus =>
  index < current ? 'finish' : index === current ? status : 'wait'

/**
 * Numbered steps as antd's Steps draws them (a circle per step, a check once it is done, a line between
 * them), as an ordered list whose current step says so to screen readers. Not antd's Steps, some 6 KB
 * of JavaScript for a list.
 */
export function PlainSteps({
  items,
  current,
  orientation = 'horizontal',
  status,
  className,
}: PlainStepsProps) {
  const classes = [styles.steps, styles[orientation], className].filter(Boolean).join(' ')
  return (
    <ol className={classes}>
      {items.map((item, index) => {
        const state = item.status ?? statusOf(index, current, status ?? 'process')
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list in a fixed order
          <li key={index} className={styles[state]} aria-current={index === current ? 'step' : undefined}>
            <span className={styles.mark} aria-hidden="true">
              {state === 'finish' ? '✓' : index + 1}
            </span>
            <div className={styles.text}>
              <div className={styles.title}>{item.title}</div>
              {item.content && <div className={styles.content}>{item.content}</div>}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
