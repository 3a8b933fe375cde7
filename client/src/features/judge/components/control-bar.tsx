import { CaretRightOutlined, PoweroffOutlined, StepForwardOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import { useFeedback } from '../../../lib/feedback'
import { judgeNs } from '../i18n'
import type { Controls, JudgeAction } from '../judge-controls'
import styles from './control-bar.module.css'

interface ControlBarProps {
  controls: Controls
  /** The action whose press is in flight (its button spins). */
  pending: JudgeAction | null
  press: (action: JudgeAction) => Promise<unknown>
}

/**
 * Start, next question, end exam: one large button for the phase, with why "next" is not offered yet,
 * and a small emergency end while a question is shown.
 */
export function ControlBar({ controls, pending, press }: ControlBarProps) {
  const { t } = useTranslation(judgeNs)
  const { modal } = useFeedback()

  const confirmEnd = (emergency: boolean) => {
    modal.confirm({
      title: t(emergency ? 'actions.emergencyEndTitle' : 'actions.endTitle'),
      content: t(emergency ? 'actions.emergencyEndText' : 'actions.endText'),
      okText: t(emergency ? 'actions.emergencyEndConfirm' : 'actions.endConfirm'),
      okButtonProps: { danger: true, size: 'large' },
      cancelText: t('actions.cancel'),
      cancelButtonProps: { size: 'large' },
      // The dialog keeps its OK button loading (and unclickable) until the press is answered.
      onOk: () => press('end').catch(() => undefined),
    })
  }

  const hint =
    controls.nextHint === 'waitForClose'
      ? t('actions.waitForClose')
      : controls.nextHint === 'lastQuestion'
        ? t('actions.lastQuestion')
        : null

  if (!controls.start.visible && !controls.next.visible && !controls.end.visible && !hint) return null
  return (
    <section className={styles.controls} aria-label={t('actions.label')}>
      {controls.start.visible && (
        <PlainButton
          type="primary"
          size="large"
          block
          className={styles.controlButton}
          icon={<CaretRightOutlined aria-hidden />}
          disabled={!controls.start.enabled}
          loading={pending === 'start'}
          onClick={() => void press('start').catch(() => undefined)}
        >
          {t('actions.start')}
        </PlainButton>
      )}
      {controls.next.visible && (
        <PlainButton
          type="primary"
          size="large"
          block
          className={styles.controlButton}
          icon={<StepForwardOutlined aria-hidden />}
          disabled={!controls.next.enabled}
          loading={pending === 'next'}
          aria-describedby={hint ? 'judge-control-hint' : undefined}
          onClick={() => void press('next').catch(() => undefined)}
        >
          {t('actions.next')}
        </PlainButton>
      )}
      {controls.end.visible && (
        <PlainButton
          type="primary"
          size="large"
          block
          className={`${styles.controlButton} ${styles.danger}`}
          icon={<PoweroffOutlined aria-hidden />}
          disabled={!controls.end.enabled}
          loading={pending === 'end'}
          onClick={() => confirmEnd(false)}
        >
          {t('actions.end')}
        </PlainButton>
      )}
      {hint && (
        <p id="judge-control-hint" className={styles.controlHint}>
          {hint}
        </p>
      )}
      {controls.emergencyEnd.visible && (
        <PlainButton
          className={`${styles.emergencyButton} ${styles.dangerOutline}`}
          icon={<PoweroffOutlined aria-hidden />}
          disabled={!controls.emergencyEnd.enabled}
          loading={pending === 'end'}
          onClick={() => confirmEnd(true)}
        >
          {t('actions.emergencyEnd')}
        </PlainButton>
      )}
    </section>
  )
}
