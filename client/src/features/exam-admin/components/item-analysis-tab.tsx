import { CheckOutlined, WarningOutlined } from '@ant-design/icons'
import type { ItemStats } from '@spell/shared/api/exam-admin/item-analysis'
import { Alert, Empty, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { useItemAnalysis } from '../api/item-analysis'
import { examAdminNs } from '../i18n'
import styles from './item-analysis.module.css'

const fixed = (value: number | null) => (value === null ? '—' : value.toFixed(2))
const percent = (share: number) => `${Math.round(share * 100)}%`

/** A bar from 0 to 1 (or from -1 to 1 around a middle line, for discrimination). */
function Bar({ value, signed = false, tone }: { value: number | null; signed?: boolean; tone?: string }) {
  const v = value ?? 0
  const style = signed
    ? { left: `${50 + Math.min(0, v) * 50}%`, width: `${Math.abs(v) * 50}%` }
    : { width: `${Math.max(0, Math.min(1, v)) * 100}%` }
  return (
    <span className={styles.track} aria-hidden>
      <span className={`${styles.fill} ${tone ?? ''}`} style={style} />
      {signed && <span className={styles.zero} />}
    </span>
  )
}

function ItemCard({ item, takers }: { item: ItemStats; takers: number }) {
  const { t } = useTranslation(examAdminNs)
  const titleId = `item-${item.questionId}`
  const flagged = item.flags.length > 0
  const share = (count: number) => (takers === 0 ? 0 : count / takers)
  return (
    <li>
      <article
        className={`${styles.card} ${flagged ? styles.flagged : ''}`}
        aria-labelledby={titleId}
        data-testid="item-card"
      >
        <div className={styles.head}>
          <h3 id={titleId} className={styles.title}>
            {t('analysis.question', { n: item.quizNumber })}
          </h3>
          <span>{t('analysis.answer', { answer: item.answer })}</span>
        </div>
        {flagged && (
          <ul className={styles.flags}>
            {item.flags.map((flag) => (
              <li key={flag}>
                <WarningOutlined aria-hidden /> {t(`analysis.flags.${flag}`)}
              </li>
            ))}
          </ul>
        )}
        <dl className={styles.metrics}>
          <dt>{t('analysis.facility')}</dt>
          <dd className={styles.number}>{fixed(item.facility)}</dd>
          <dd>
            <Bar value={item.facility} />
          </dd>
          <dt>{t('analysis.discrimination')}</dt>
          <dd className={styles.number}>{fixed(item.discrimination)}</dd>
          <dd>
            <Bar
              value={item.discrimination}
              signed
              tone={(item.discrimination ?? 0) < 0 ? styles.fillNegative : undefined}
            />
          </dd>
          <dt>{t('analysis.median')}</dt>
          <dd className={styles.number}>
            {item.medianSeconds === null
              ? '—'
              : t('analysis.seconds', { value: item.medianSeconds.toFixed(1) })}
          </dd>
          <dd />
        </dl>
        <p className={styles.optionsTitle}>{t('analysis.options')}</p>
        <ul className={styles.options}>
          {item.options.map((option) => (
            <li key={option.label}>
              <span
                className={`${styles.optionLabel} ${option.right ? styles.rightLabel : ''}`}
                title={option.choice}
              >
                {option.label} {option.choice.includes('http') ? t('analysis.image') : option.choice}
                {option.right && (
                  <>
                    {' '}
                    <CheckOutlined aria-label={t('analysis.right')} />
                  </>
                )}
              </span>
              <Bar value={share(option.count)} tone={option.right ? styles.fillRight : undefined} />
              <span className={styles.count}>
                {t('analysis.people', { count: option.count })} · {percent(share(option.count))}
              </span>
            </li>
          ))}
          <li>
            <span className={styles.optionLabel}>{t('analysis.noAnswer')}</span>
            <Bar value={share(item.noAnswer)} tone={styles.fillNegative} />
            <span className={styles.count}>
              {t('analysis.people', { count: item.noAnswer })} · {percent(share(item.noAnswer))}
            </span>
          </li>
        </ul>
      </article>
    </li>
  )
}

/** Per real question: how many got it right, whether it told the stronger from the weaker, the choices and the time. */
export function ItemAnalysisTab({ quizId }: { quizId: number }) {
  const { t } = useTranslation(examAdminNs)
  const analysis = useItemAnalysis(quizId)
  if (analysis.isError) return <Alert type="error" showIcon title={t('analysis.loadFailed')} />
  if (!analysis.data) return <Skeleton active />
  const { takers, groupSize, items } = analysis.data
  return (
    <section aria-labelledby="analysis-title">
      <h2 id="analysis-title" style={{ fontSize: 16 }}>
        {t('analysis.tab')}
      </h2>
      <p>{t('analysis.intro')}</p>
      {takers === 0 ? (
        <Empty description={t('analysis.empty')} />
      ) : (
        <>
          <p className={styles.summary}>{t('analysis.summary', { takers, groupSize })}</p>
          <ul className={styles.grid}>
            {items.map((item) => (
              <ItemCard key={item.questionId} item={item} takers={takers} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
