import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { homeTexts, type Slide } from '../content/home'
import { useLang } from '../use-lang'
import styles from './home-carousel.module.css'
import { SitePicture } from './site-picture'

const SLIDE_INTERVAL_MS = 3000
const SWIPE_THRESHOLD_PX = 40

/**
 * The banner carousel of the home page: a new slide every 3 s, paused by its button, while
 * the pointer is over it or while focus is inside it; swipe on touch screens; ← and → when focused.
 * Screen readers hear the slide change only when it is paused (aria-live), never every 3 s.
 */
export function HomeCarousel({ slides }: { slides: Slide[] }) {
  const { pick } = useLang()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const swipeStart = useRef<number | null>(null)
  const count = slides.length
  const rotating = !paused && !hovered && !focused

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => go(index + 1), SLIDE_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, index, go])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start === null) return
    const distance = event.clientX - start
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) go(distance < 0 ? index + 1 : index - 1)
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={pick(homeTexts.carouselLabel)}
      onKeyDown={onKeyDown}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div
        className={styles.viewport}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null
        }}
      >
        {slides.map((slide, n) => {
          const active = n === index
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group, not a form fieldset.
            <div
              key={slide.id}
              className={active ? styles.slideActive : styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={pick(homeTexts.slideOf, { n: n + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              data-slide={slide.id}
            >
              <div className={styles.text}>
                <p className={styles.eyebrow}>{pick(slide.eyebrow)}</p>
                <p className={styles.title}>{pick(slide.title)}</p>
                <p className={styles.body}>{pick(slide.text)}</p>
                <Link to={slide.link.to} className={styles.cta}>
                  {pick(slide.link.label)}
                </Link>
              </div>
              <SitePicture picture={slide.picture} className={styles.picture} eager={n === 0} />
            </div>
          )
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setPaused((p) => !p)}
          aria-label={pick(paused ? homeTexts.play : homeTexts.pause)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(index - 1)}
          aria-label={pick(homeTexts.previous)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {slides.map((slide, n) => (
            <button
              key={slide.id}
              type="button"
              className={n === index ? styles.dotActive : styles.dot}
              onClick={() => go(n)}
              aria-label={pick(homeTexts.goTo, { n: n + 1 })}
              aria-current={n === index ? 'true' : undefined}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(index + 1)}
          aria-label={pick(homeTexts.next)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  )
}
