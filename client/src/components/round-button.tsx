import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styles from './round-button.module.css'

interface RoundButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  icon: ReactNode
  /** Names the button: it shows only its icon. */
  'aria-label': string
  /** antd's `type`: outlined, or filled with the brand red. */
  variant?: 'default' | 'primary'
  size?: 'small' | 'middle' | 'large'
}

/**
 * A round icon-only button as antd's `<Button shape="circle" icon={…} />` draws it in the site's theme
 * (24, 32 or 40 px), for the lexicon's play and previous/next buttons. Not antd's Button, whose click
 * wave, compact-group and colour variant code come to some 7 KB of JavaScript on a student's page.
 */
export function RoundButton({
  icon,
  variant = 'default',
  size = 'middle',
  className,
  ...rest
}: RoundButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ')
  return (
    <button type="button" className={classes} {...rest}>
      {icon}
    </button>
  )
}
