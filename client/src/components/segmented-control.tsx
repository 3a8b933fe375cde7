import { type ReactNode, useId } from 'react'
import styles from './segmented-control.module.css'

interface SegmentedControlProps<T extends string | number> {
  value: T
  onChange: (value: T) => void
  options: { value: T; label: ReactNode }[]
  /** What the choice is about, for screen readers. */
  label: string
}

/**
 * A row of mutually exclusive choices as antd's Segmented draws it (a grey track, the chosen one on a
 * white raised thumb), built on native radio buttons: arrow keys move the choice. Not antd's Segmented,
 * which brings its tooltip, trigger and motion code (some 8 KB of JavaScript) for options without tips.
 */
export function SegmentedControl<T extends string | number>({
  value,
  onChange,
  options,
  label,
}: SegmentedControlProps<T>) {
  const name = useId()
  return (
    <div role="radiogroup" aria-label={label} className={styles.segmented}>
      {options.map((option) => {
        const checked = option.value === value
        return (
          <label key={option.value} className={checked ? `${styles.item} ${styles.selected}` : styles.item}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.label}>{option.label}</span>
          </label>
        )
      })}
    </div>
  )
}
