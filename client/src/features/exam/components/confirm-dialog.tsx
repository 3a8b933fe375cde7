import { Button, Modal } from 'antd'
import type { ReactNode } from 'react'
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
    <Modal
      open={open}
      title={title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      rootClassName={styles.calmModal}
      centered
      footer={
        <>
          {cancelText && onCancel && (
            <Button autoInsertSpace={false} size="large" onClick={onCancel} disabled={confirming}>
              {cancelText}
            </Button>
          )}
          <Button
            autoInsertSpace={false}
            size="large"
            type="primary"
            onClick={onConfirm}
            loading={confirming}
          >
            {confirmText}
          </Button>
        </>
      }
    >
      <div className={styles.dialogText}>{children}</div>
    </Modal>
  )
}
