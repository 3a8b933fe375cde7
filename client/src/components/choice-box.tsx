import SizeContext from 'antd/es/config-provider/SizeContext'
import { FormItemInputContext } from 'antd/es/form/context'
import { useContext } from 'react'
import styles from './choice-box.module.css'

/** How the box was first used: a press opens the list at once, a focus (a Tab) only focuses it. */
export type FirstUse = 'press' | 'focus'

interface ChoiceBoxProps {
  id?: string
  /** The chosen value as words; the placeholder shows when it is empty. */
  text: string
  placeholder?: string
  disabled?: boolean
  status?: 'error' | 'warning' | ''
  /** Keeps the focus here while the real control is on its way (after the first use). */
  autoFocus?: boolean
  onFirstUse: (use: FirstUse) => void
}

/**
 * antd's Select or Cascader as they look when closed (a box with the choice or a placeholder and a
 * down arrow), in antd's size and error state from the form around it. A page draws this until the
 * field is first pressed or focused, then the real control, fetched then: a select's or cascader's
 * popup, virtual list and trigger are some 30 KB that a page need not download to be shown.
 */
export function ChoiceBox({
  id,
  text,
  placeholder,
  disabled,
  status,
  autoFocus,
  onFirstUse,
}: ChoiceBoxProps) {
  const size = useContext(SizeContext)
  const formStatus = useContext(FormItemInputContext).status
  const shownStatus = status || formStatus
  const classes = [
    styles.box,
    size === 'large' && styles.large,
    size === 'small' && styles.small,
    shownStatus === 'error' && styles.error,
    disabled && styles.disabled,
  ]
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <input
        id={id}
        className={styles.input}
        role="combobox"
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-autocomplete="list"
        aria-invalid={shownStatus === 'error' ? true : undefined}
        readOnly
        // biome-ignore lint/a11y/noAutofocus: only after the person has chosen this field, to keep their focus.
        autoFocus={autoFocus}
        disabled={disabled}
        value={text}
        placeholder={placeholder}
        onPointerDown={() => onFirstUse('press')}
        onFocus={() => onFirstUse('focus')}
      />
      <svg className={styles.arrow} viewBox="64 64 896 896" aria-hidden="true" focusable="false">
        <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
      </svg>
    </span>
  )
}
