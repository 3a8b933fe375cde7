import { TrophyFilled } from '@ant-design/icons'
import { Alert, Button, Spin } from 'antd'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { useAttemptResult } from '../api/practice-calls'
import { formatSeconds, useIsEnglish, usePracticeText } from '../content'
import styles from '../practice.module.css'

/** /stu/exer/result (query quizId, level): the real time, score and attempts, and the answer tiles. */
export default function PracticeResultPage() {
  const { pathname, search } = useLocation()
  const { loggedIn } = useLoginState()
  if (!loggedIn) {
    return <Navigate to={`${paths.chnEngLogin}?pushUrl=${encodeURIComponent(pathname + search)}`} replace />
  }
  return <PracticeResult />
}

function PracticeResult() {
  const text = usePracticeText()
  const english = useIsEnglish()
  const [params] = useSearchParams()
  const quizId = Number(params.get('quizId'))
  const result = useAttemptResult(quizId)
  const level = params.get('level') ?? String(result.data?.levelId ?? '')
  const back = `${paths.stuExerIndex}${level ? `?level=${level}` : ''}`

  if (result.isPending) {
    return (
      <div className={styles.state}>
        <Spin size="large" description={text.loading} />
      </div>
    )
  }
  if (result.isError) {
    return (
      <div className={styles.page}>
        <Alert type="warning" showIcon title={result.error.message} />
        <Link to={back}>{text.back}</Link>
      </div>
    )
  }
  const { score, seconds, attempts, answerDetail } = result.data
  const tileClass = (isRight: '1' | '0' | null) =>
    isRight === '1' ? styles.resultRight : isRight === '0' ? styles.resultWrong : styles.resultUnfinished
  const tileLabel = (isRight: '1' | '0' | null) =>
    isRight === '1' ? text.legendRight : isRight === '0' ? text.legendWrong : text.legendUnfinished

  return (
    <div className={styles.page}>
      <section className={styles.resultHero}>
        <span className={styles.trialFace} aria-hidden>
          <TrophyFilled />
        </span>
        <h1>{text.complete}</h1>
        <p>
          {english ? result.data.quizNameEn : result.data.quizName} · {text.completeText}
        </p>
        <dl className={styles.scores}>
          <div>
            <dt>{text.time}</dt>
            <dd data-testid="result-time">{formatSeconds(seconds)}</dd>
          </div>
          <div>
            <dt>{text.score}</dt>
            <dd data-testid="result-score">{score}</dd>
          </div>
          <div>
            <dt>{text.attempts}</dt>
            <dd data-testid="result-attempts">{attempts}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.details} aria-labelledby="details-heading">
        <div className={styles.detailsHead}>
          <h2 id="details-heading">{text.details}</h2>
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
                  aria-label={`${text.question(answer.quizNumber)}: ${tileLabel(answer.isRight)}`}
                >
                  {answer.quizNumber}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      <div className={styles.answerActions}>
        <Link to={back}>
          <Button size="large">{text.back}</Button>
        </Link>
      </div>
    </div>
  )
}
