import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import { PlainDialog } from '../../../components/plain-dialog'
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
    <PlainDialog
      open={open}
      title={t('instructionsTitle')}
      onClose={onClose}
      footer={
        <PlainButton type="primary" onClick={onClose}>
          {t('close')}
        </PlainButton>
      }
      width={640}
    >
      <InstructionsToggle zh={zh} en={en} heading={false} />
    </PlainDialog>
  )
}
