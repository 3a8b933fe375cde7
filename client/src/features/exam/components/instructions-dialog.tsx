import { Button, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { InstructionsToggle } from './instructions-toggle'

interface InstructionsDialogProps {
  open: boolean
  zh: string
  en: string
  onClose: () => void
}

/** The exam instructions, opened from the quiz screen, with the CN/EN toggle. */
export function InstructionsDialog({ open, zh, en, onClose }: InstructionsDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      open={open}
      title={t('exam.instructionsTitle')}
      onCancel={onClose}
      footer={
        <Button autoInsertSpace={false} type="primary" onClick={onClose}>
          {t('exam.close')}
        </Button>
      }
      width={640}
      destroyOnHidden
    >
      <InstructionsToggle zh={zh} en={en} heading={false} />
    </Modal>
  )
}
