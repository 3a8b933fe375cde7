import type { ReactNode } from 'react'
import { PlainButton } from '../../../components/plain-button'
import { PlainDialog } from '../../../components/plain-dialog'
import styles from '../exam-page.module.css'

interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  children: ReactNode
  confirmText: string
  cancelText?: string
  confirming?: boolean
  onConfirm: () => void
  onCancel?: () => void
}

/**
 * The exam's own confirm box: only its buttons answer it (no close icon, no mask or Escape), so a
 * child cannot dismiss an important question by tapping beside it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  cancelText,
  confirming,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <PlainDialog
      open={open}
      title={title}
      footer={
        <>
          {cancelText && onCancel && (
            <PlainButton size="large" onClick={onCancel} disabled={confirming}>
              {cancelText}
            </PlainButton>
          )}
          <PlainButton size="large" type="primary" onClick={onConfirm} loading={confirming}>
            {confirmText}
          </PlainButton>
        </>
      }
    >
      <div className={styles.dialogText}>{children}</div>
    </PlainDialog>
  )
}
