import { useState } from 'react'
import { spellingExample } from '../content/competitions'
import { useLang } from '../use-lang'
import styles from './spelling-example.module.css'

const texts = {
  title: { zh: '三步示例：拼写“休”', en: 'Three-step example: spelling 休' },
  previous: { zh: '上一步', en: 'Previous step' },
  next: { zh: '下一步', en: 'Next step' },
  step: { zh: '第 {{n}} 步，共 3 步', en: 'Step {{n}} of 3' },
}

/** The three-step example of the individual competition, one step at a time (a carousel moved by the reader). */
export function SpellingExample() {
  const { pick } = useLang()
  const [index, setIndex] = useState(0)
  const steps = spellingExample.steps
  const step = steps[index] ?? steps[0]
  if (!step) return null
  return (
    <section className={styles.example} aria-labelledby="example-title" aria-roledescription="carousel">
      <h2 id="example-title" className={styles.title}>
        {pick(texts.title)}
      </h2>
      <div className={styles.tabs}>
        {steps.map((s, n) => (
          <button
            key={s.title.en}
            type="button"
            className={n === index ? styles.tabActive : styles.tab}
            aria-current={n === index ? 'step' : undefined}
            onClick={() => setIndex(n)}
          >
            {pick(s.title)}
          </button>
        ))}
      </div>
      <div className={styles.stage} aria-live="polite">
        <div className={step.show.length > 3 ? styles.boardLong : styles.board} aria-hidden="true">
          {step.show}
        </div>
        <div>
          <p className={styles.stepLabel}>{pick(texts.step).replace('{{n}}', String(index + 1))}</p>
          <h3 className={styles.stepTitle}>{pick(step.title)}</h3>
          <p className={styles.stepText}>{pick(step.text)}</p>
        </div>
      </div>
      <div className={styles.nav}>
        <button type="button" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          ‹ {pick(texts.previous)}
        </button>
        <button type="button" onClick={() => setIndex(index + 1)} disabled={index === steps.length - 1}>
          {pick(texts.next)} ›
        </button>
      </div>
    </section>
  )
}
