import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './plain-dialog.module.css'

interface PlainDialogProps {
  open: boolean
  title: ReactNode
  /** The buttons along the bottom. */
  footer: ReactNode
  /** What it says under the title (a question may say all in its title). */
  children?: ReactNode
  /** In pixels; never wider than the screen. */
  width?: number
  /**
   * Escape, the close mark and a press beside the box close it. Without it only the dialog's own
   * buttons answer it, so a child cannot dismiss an important question by tapping beside it.
   */
  onClose?: () => void
  /**
   * Where the focus goes once the dialog has closed. By default it goes back to what had it before the
   * dialog opened, which for a dialog the page opened by itself is the page's body: such a dialog
   * names the next step instead.
   */
  finalFocus?: () => HTMLElement | null | undefined
  className?: string
}

/**
 * A modal dialog as antd's Modal draws it (a title, the content, buttons at the bottom right, the page
 * dimmed behind), made of the browser's own <dialog>: it keeps the focus inside and gives the page
 * behind back when it closes. Not antd's Modal, some 10 KB of JavaScript for the exam's few questions.
 * Its content is drawn only while it is open.
 */
export function PlainDialog({
  open,
  title,
  footer,
  children,
  width = 520,
  onClose,
  finalFocus,
  className,
}: PlainDialogProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      // Browsers from before <dialog> (and test DOMs) show it in place, without dimming the page.
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    if (!open && dialog.open) {
      dialog.close()
      finalFocus?.()?.focus()
    }
  }, [open, finalFocus])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a press beside the box; the keyboard's way out is Escape (onCancel)
    <dialog
      ref={ref}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      style={{ '--dialog-width': `${width}px` } as CSSProperties}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the dialog stays as the page says it is, and closes only through onClose.
        event.preventDefault()
        onClose?.()
      }}
      onClick={(event) => {
        if (onClose && event.target === event.currentTarget) onClose()
      }}
    >
      {open && (
        <div className={styles.box}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {onClose && (
              <button
                type="button"
                className={styles.close}
                aria-label={t('components.dialog.close')}
                onClick={onClose}
              >
                ×
              </button>
            )}
          </div>
          {children && <div className={styles.body}>{children}</div>}
          <div className={styles.footer}>{footer}</div>
        </div>
      )}
    </dialog>
  )
}
