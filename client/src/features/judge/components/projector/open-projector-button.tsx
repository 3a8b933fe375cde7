import { DesktopOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../../components/plain-button'
import { judgeScreenPath } from '../../../../config/judge-path'
import { judgeNs } from '../../i18n'

/** Opens the hall's projector view of this exam in a window of its own, to drag onto the projector. */
export function OpenProjectorButton({ quizId }: { quizId: number }) {
  const { t } = useTranslation(judgeNs)
  return (
    <PlainButton
      icon={<DesktopOutlined aria-hidden />}
      aria-label={t('projector.openLabel')}
      onClick={() =>
        window.open(judgeScreenPath(quizId), `projector-${quizId}`, 'popup,width=1920,height=1080')
      }
    >
      {t('projector.open')}
    </PlainButton>
  )
}
