import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { paths } from '../../../config/paths'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { useAttemptResult } from '../api/practice-calls'
import { ScoreFace } from '../components/score-face'
import { formatSeconds, scoreBand } from '../format'
import { practiceNs } from '../i18n'
import pageStyles from '../practice.module.css'
import styles from '../result.module.css'

/** /stu/exer/result (query quizId, level): the real time, score and attempts, and the answer tiles. */
export default function PracticeResult() {
  const { t } = useTranslation(practiceNs)
  const english = useSiteLang() === 'en'
  const [params] = useSearchParams()
  const quizId = Number(params.get('quizId'))
  const result = useAttemptResult(quizId)
  const level = params.get('level') ?? String(result.data?.levelId ?? '')
  const back = `${paths.stuExerIndex}${level ? `?level=${level}` : ''}`

  if (result.isPending) {
    return (
      <div className={pageStyles.state}>
        <LoadingText size="large" text={t('loading')} />
      </div>
    )
  }
  if (result.isError) {
    return (
      <div className={pageStyles.page}>
        <h1>{t('title')}</h1>
        <PlainAlert type="warning" title={result.error.message} />
        <Link to={back}>{t('back')}</Link>
      </div>
    )
  }
  const { score, seconds, attempts, answerDetail } = result.data
  const band = scoreBand(score)
  const tileClass = (isRight: '1' | '0' | null) =>
    isRight === '1' ? styles.resultRight : isRight === '0' ? styles.resultWrong : styles.resultUnfinished
  const tileLabel = (isRight: '1' | '0' | null) =>
    isRight === '1' ? t('legendRight') : isRight === '0' ? t('legendWrong') : t('legendUnfinished')

  return (
    <div className={pageStyles.page}>
      <section className={styles.resultHero}>
        <ScoreFace band={band} />
        <h1>{t('complete')}</h1>
        <p className={styles.bandTitle}>{t(`bands.${band}.title`)}</p>
        <p>
          {english ? result.data.quizNameEn : result.data.quizName} · {t(`bands.${band}.text`)}
        </p>
        <dl className={styles.scores}>
          <div>
            <dt>{t('time')}</dt>
            <dd data-testid="result-time">{formatSeconds(seconds)}</dd>
          </div>
          <div>
            <dt>{t('score')}</dt>
            <dd data-testid="result-score">{score}</dd>
          </div>
          <div>
            <dt>{t('attempts')}</dt>
            <dd data-testid="result-attempts">{attempts}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.details} aria-labelledby="details-heading">
        <div className={styles.detailsHead}>
          <h2 id="details-heading">{t('details')}</h2>
          <ul className={styles.legend}>
            {(['1', '0', null] as const).map((state) => (
              <li key={String(state)}>
                <span className={`${styles.legendDot} ${tileClass(state)}`} aria-hidden />
                {tileLabel(state)}
              </li>
            ))}
          </ul>
        </div>
        {answerDetail.map((group) => (
          <div key={group.quizType} className={styles.group}>
            <h3>{english ? group.quizTypeStrEn : group.quizTypeStr}</h3>
            <ol className={styles.resultTiles}>
              {group.answerResults.map((answer) => (
                <li
                  key={answer.quizNumber}
                  className={tileClass(answer.isRight)}
                  title={answer.userAnswer || tileLabel(answer.isRight)}
                  aria-label={`${t('question', { n: answer.quizNumber })}: ${tileLabel(answer.isRight)}`}
                >
                  {answer.quizNumber}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      <div className={styles.resultActions}>
        <Link to={back}>
          <PlainButton size="large">{t('back')}</PlainButton>
        </Link>
      </div>
    </div>
  )
}
