import { Button, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { examNs } from '../i18n'
import { InstructionsToggle } from './instructions-toggle'

interface InstructionsDialogProps {
  open: boolean
  zh: string
  en: string
  onClose: () => void
}

/** The exam instructions, opened from the quiz screen, with the CN/EN toggle. */
export function InstructionsDialog({ open, zh, en, onClose }: InstructionsDialogProps) {
  const { t } = useTranslation(examNs)
  return (
    <Modal
      open={open}
      title={t('instructionsTitle')}
      onCancel={onClose}
      footer={
        <Button autoInsertSpace={false} type="primary" onClick={onClose}>
          {t('close')}
        </Button>
      }
      width={640}
      destroyOnHidden
    >
      <InstructionsToggle zh={zh} en={en} heading={false} />
    </Modal>
  )
}
