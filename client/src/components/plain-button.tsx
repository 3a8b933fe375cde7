import SizeContext from 'antd/es/config-provider/SizeContext'
import { type ButtonHTMLAttributes, type ReactNode, useContext } from 'react'
import { useHydrated } from '../hooks/use-hydrated'
import styles from './plain-button.module.css'

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's button types: the filled brand-red one, the outlined default, or a link. */
  type?: 'primary' | 'default' | 'link'
  /** An outlined default button in the error red, for an action that undoes something (cancel an order). */
  danger?: boolean
  /** By default the size antd's ConfigProvider gives, else middle. */
  size?: 'small' | 'middle' | 'large'
  /** Fully rounded ends (the practice's listen buttons). */
  shape?: 'round'
  /** The width of its container. */
  block?: boolean
  /** A turning ring in place of the icon; the button does not answer presses meanwhile. */
  loading?: boolean
  icon?: ReactNode
  /** The icon after the words (a "next" arrow) instead of before them. */
  iconPlacement?: 'start' | 'end'
  htmlType?: 'button' | 'submit'
  /** Drawn as a link to this address instead (a file to save, with `download`), unless disabled. */
  href?: string
  /** The name the linked file is saved under. */
  download?: string
}

/**
 * A button as antd's Button draws it in the site's theme (primary, default, danger and link; three
 * sizes; a loading ring), for the pages a student opens in numbers: the exam, the practice, My orders.
 * Not antd's Button, which brings antd's theme and style engine (some 50 KB of JavaScript) to a page
 * that needs nothing else of antd.
 */
export function PlainButton(props: PlainButtonProps) {
  const {
    type = 'default',
    danger,
    size,
    shape,
    block,
    loading,
    icon,
    iconPlacement,
    htmlType = 'button',
    href,
    download,
    className,
    ...rest
  } = props
  const contextSize = useContext(SizeContext)
  // On a page the build drew, a button that does something waits for the scripts: before them a submit
  // button would have the browser send the form itself, with what was typed in the address, and any
  // other (send the code, next step) would do nothing. It keeps its look meanwhile (no grey flash as
  // the page becomes ready).
  const hydrated = useHydrated()
  const waiting = (htmlType === 'submit' || rest.onClick !== undefined) && !hydrated
  const classes = [
    styles.button,
    styles[type],
    danger && styles.danger,
    styles[size ?? contextSize ?? 'middle'],
    shape === 'round' && styles.round,
    block && styles.block,
    loading && styles.loading,
    className,
  ]
  const content = (
    <>
      {loading ? <span className={styles.ring} aria-hidden="true" /> : iconPlacement !== 'end' && icon}
      {rest.children !== undefined && <span>{rest.children}</span>}
      {!loading && iconPlacement === 'end' && icon}
    </>
  )
  if (href !== undefined && !rest.disabled)
    return (
      <a href={href} download={download} className={classes.filter(Boolean).join(' ')}>
        {content}
      </a>
    )
  return (
    <button
      {...rest}
      type={htmlType}
      disabled={rest.disabled || waiting}
      data-waiting={(waiting && !rest.disabled) || undefined}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : rest.onClick}
    >
      {content}
    </button>
  )
}
