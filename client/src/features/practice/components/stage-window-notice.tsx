import type { StageWindow } from '@spell/shared/api/practice/exercises'
import { chinaDateTimeText } from '@spell/shared/time/china-time'
import { useTranslation } from 'react-i18next'
import { PlainAlert } from '../../../components/plain-alert'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { practiceNs } from '../i18n'
import styles from '../practice.module.css'

/** The competition's calendar is kept in China time, so its windows are shown in it. */
function useFormatTime() {
  const lang = useSiteLang()
  return (iso: string) => chinaDateTimeText(iso, lang)
}

/**
 * Stage windows: a level tied to a competition stage says whether the stage is open and shows
 * its sign-up and exam windows; while both are closed the page offers no way in (the server refuses too).
 */
export function StageWindowNotice({ window }: { window: StageWindow }) {
  const { t } = useTranslation(practiceNs)
  const time = useFormatTime()
  const span = (start: string | null, end: string | null) =>
    start && end ? `${time(start)} – ${time(end)}` : t('notSet')
  const windows = (
    <dl className={styles.stageWindows}>
      <dt>{t('signUpWindow')}</dt>
      <dd>{span(window.signUpStartTime, window.signUpEndTime)}</dd>
      <dt>{t('examWindow')}</dt>
      <dd>{span(window.examinationStartTime, window.examinationEndTime)}</dd>
    </dl>
  )
  return window.open ? (
    <PlainAlert type="success" title={t('stageOpen')} description={windows} />
  ) : (
    <PlainAlert
      type="warning"
      title={t('stageClosed')}
      description={
        <>
          <p className={styles.stageText}>{t('stageClosedText')}</p>
          {windows}
        </>
      }
    />
  )
}
