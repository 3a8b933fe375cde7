import {
  AppstoreFilled,
  CheckCircleFilled,
  EditFilled,
  LockFilled,
  ReadFilled,
  SoundFilled,
  TrophyOutlined,
  UnlockOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LightTabs } from '../../../components/light-tabs'
import { LoadingText } from '../../../components/loading-text'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainEmpty } from '../../../components/plain-empty'
import { PlainTag } from '../../../components/plain-tag'
import { paths } from '../../../config/paths'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { feedback } from '../../../lib/feedback'
import { useLevelProduct, useLevels } from '../api/practice-calls'
import { StageWindowNotice } from '../components/stage-window-notice'
import { typeHelp } from '../format'
import { practiceNs } from '../i18n'
import styles from '../practice.module.css'
import { rememberQuizType } from '../practice-storage'

const typeIcon: Record<number, ReactNode> = {
  1: <ReadFilled />,
  2: <SoundFilled />,
  3: <AppstoreFilled />,
  4: <EditFilled />,
}

/** /stu/exer/index: levels as tabs; the free trial's four quiz types; papers 1-4, locked until bought. */
export default function PracticeIndex() {
  const { t } = useTranslation(practiceNs)
  const english = useSiteLang() === 'en'
  const levels = useLevels()
  const [params, setParams] = useSearchParams()
  const active = params.get('level') ?? String(levels.data?.[0]?.id ?? '')

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </section>
      {levels.isPending ? (
        <div className={styles.state}>
          <LoadingText size="large" text={t('loading')} />
        </div>
      ) : !levels.data?.length ? (
        <PlainEmpty description={t('noData')} />
      ) : (
        <LightTabs
          activeKey={active}
          onChange={(key) => setParams({ level: key }, { replace: true })}
          items={levels.data.map((level) => ({
            key: String(level.id),
            label: english ? level.productNameEn : level.productName,
            children: <LevelPanel levelId={level.id} />,
          }))}
        />
      )}
    </div>
  )
}

function LevelPanel({ levelId }: { levelId: number }) {
  const { t } = useTranslation(practiceNs)
  const english = useSiteLang() === 'en'
  const product = useLevelProduct(levelId)
  if (product.isPending) return <LoadingText text={t('loading')} />
  if (product.isError) return <PlainAlert type="error" title={product.error.message} />
  const { quizTypeList, quizList, isBuy, productDetail, stageWindow } = product.data
  // A level tied to a competition stage is entered only inside its sign-up or exam window.
  const closed = stageWindow?.open === false
  const closedHint = () => feedback()?.message.warning(t('stageClosedHint'))
  const orderUrl = `${paths.stuPlaceOrder}?id=${productDetail.productId ?? productDetail.id}`

  return (
    <div className={styles.level}>
      {stageWindow && <StageWindowNotice window={stageWindow} />}
      <section aria-labelledby={`experience-${levelId}`}>
        <h2 id={`experience-${levelId}`} className={styles.sectionTitle}>
          {t('experience')} <PlainTag color="red">{t('experienceTag')}</PlainTag>
        </h2>
        <ul className={styles.typeCards}>
          {quizTypeList.map((quiz) => {
            const card = (
              <>
                <span className={styles.typeEmoji} aria-hidden>
                  {typeIcon[quiz.quizType ?? 1]}
                </span>
                <strong>{english ? quiz.quizNameEn : quiz.quizName}</strong>
                <span>{typeHelp(t, quiz.quizType ?? 1)}</span>
                {quiz.bestScore !== null && (
                  <PlainTag color="gold" icon={<TrophyOutlined aria-hidden />}>
                    {t('best', { score: quiz.bestScore })}
                  </PlainTag>
                )}
              </>
            )
            return (
              <li key={quiz.id}>
                {closed ? (
                  <button
                    type="button"
                    aria-disabled
                    className={`${styles.typeCard} ${styles.closedCard}`}
                    onClick={closedHint}
                  >
                    {card}
                  </button>
                ) : (
                  <Link
                    className={styles.typeCard}
                    to={`${paths.stuExerAnswer}?type=1&level=${levelId}&id=${quiz.id}`}
                    onClick={() => rememberQuizType({ levelId, quizId: quiz.id, quizType: quiz.quizType })}
                  >
                    {card}
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby={`challenge-${levelId}`}>
        <div className={styles.challengeHead}>
          <h2 id={`challenge-${levelId}`} className={styles.sectionTitle}>
            {t('challenge')}{' '}
            {isBuy === 1 ? (
              <PlainTag color="green" icon={<CheckCircleFilled aria-hidden />}>
                {t('unlocked')}
              </PlainTag>
            ) : (
              <PlainTag icon={<LockFilled aria-hidden />}>{t('locked')}</PlainTag>
            )}
          </h2>
          {isBuy === 0 && (
            <Link to={orderUrl}>
              <PlainButton type="primary" icon={<UnlockOutlined aria-hidden />}>
                {t('unlock')}
              </PlainButton>
            </Link>
          )}
        </div>
        <ul className={styles.papers}>
          {quizList.map((paper) => {
            const name = english ? paper.quizNameEn : paper.quizName
            const body = (
              <>
                <span className={styles.paperNo}>{paper.paperNo}</span>
                <strong>{name}</strong>
                <span>{t('questions', { count: paper.questionCount })}</span>
                {paper.bestScore !== null && <span>{t('best', { score: paper.bestScore })}</span>}
                {isBuy === 0 && <LockFilled className={styles.lock} aria-label={t('locked')} />}
              </>
            )
            return (
              <li key={paper.id}>
                {isBuy === 1 && !closed ? (
                  <Link
                    className={styles.paper}
                    to={`${paths.stuExerAnswer}?type=2&level=${levelId}&quizId=${paper.id}`}
                    onClick={() => rememberQuizType({ levelId, quizId: paper.id, quizType: null })}
                  >
                    {body}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={`${styles.paper} ${styles.paperLocked}`}
                    onClick={closed ? closedHint : () => feedback()?.message.info(t('lockedHint'))}
                  >
                    {body}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}
