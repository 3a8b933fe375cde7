import { Link } from 'react-router'
import type { Block, PageLink } from '../content/types'
import { useLang } from '../use-lang'
import styles from './info-page.module.css'
import { SitePicture } from './site-picture'

export function PageLinkButton({ link }: { link: PageLink }) {
  const { pick } = useLang()
  return (
    <Link to={link.to} className={link.primary ? styles.buttonPrimary : styles.button}>
      {pick(link.label)}
    </Link>
  )
}

const CARD_MAX_WIDTH = 420

/**
 * One block of an information page (see content/types.ts). `eager`: the block is on the first screen,
 * so its first card's picture loads at once and first (on a phone it is the largest thing painted).
 */
export function InfoBlock({ block, eager = false }: { block: Block; eager?: boolean }) {
  const { pick } = useLang()
  const headingId = `${block.id}-title`
  const title = 'title' in block && block.title && (
    <h2 id={headingId} className={styles.blockTitle}>
      {pick(block.title)}
    </h2>
  )
  const labelled = 'title' in block && block.title ? { 'aria-labelledby': headingId } : {}

  switch (block.kind) {
    case 'text':
      return (
        <section className={block.picture ? styles.textWithPicture : styles.block} {...labelled}>
          <div>
            {title}
            {block.paragraphs.map((p) => (
              <p key={p.en} className={styles.paragraph}>
                {pick(p)}
              </p>
            ))}
          </div>
          {block.picture && <SitePicture picture={block.picture} className={styles.sidePicture} />}
        </section>
      )
    case 'stats':
      return (
        <section className={styles.block} {...labelled}>
          {title}
          <ul className={styles.stats}>
            {block.items.map((item) => (
              <li key={item.label.en} className={styles.stat}>
                <span className={styles.statValue}>{pick({ zh: item.value, en: item.value })}</span>
                <span className={styles.statLabel}>{pick(item.label)}</span>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'cards':
      return (
        <section className={styles.block} {...labelled}>
          {title}
          {block.intro && <p className={styles.paragraph}>{pick(block.intro)}</p>}
          <ol
            className={block.numbered ? styles.numberedCards : styles.cards}
            // Cards stay card-sized: two cards do not stretch their pictures across the whole page.
            style={{ maxWidth: block.items.length * CARD_MAX_WIDTH }}
          >
            {block.items.map((item, index) => (
              <li key={item.title.en} className={styles.card}>
                {item.picture && (
                  <SitePicture
                    picture={item.picture}
                    className={styles.cardPicture}
                    eager={eager && index === 0}
                  />
                )}
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>
                    {block.numbered && (
                      <span className={styles.number} aria-hidden="true">
                        {String(index + 1).padStart(2, '0')}
                      </span>
                    )}
                    {pick(item.title)}
                  </h3>
                  <p className={styles.cardText}>{pick(item.text)}</p>
                  {item.facts && (
                    <ul className={styles.facts}>
                      {item.facts.map((fact) => (
                        <li key={fact.en}>{pick(fact)}</li>
                      ))}
                    </ul>
                  )}
                  {item.link && <PageLinkButton link={item.link} />}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )
    case 'bullets':
      return (
        <section className={styles.block} {...labelled}>
          {title}
          {block.intro && <p className={styles.paragraph}>{pick(block.intro)}</p>}
          <ul className={styles.bullets}>
            {block.items.map((item) => (
              <li key={item.en}>{pick(item)}</li>
            ))}
          </ul>
        </section>
      )
    case 'timeline':
      return (
        <section className={styles.block} {...labelled}>
          {title}
          <ol className={styles.timeline}>
            {block.items.map((item) => (
              <li key={item.title.en} className={styles.timelineItem}>
                <span className={styles.when}>{pick(item.when)}</span>
                <h3 className={styles.cardTitle}>{pick(item.title)}</h3>
                <p className={styles.cardText}>{pick(item.text)}</p>
              </li>
            ))}
          </ol>
        </section>
      )
    case 'faq':
      return (
        <section className={styles.block} {...labelled}>
          {title}
          <div className={styles.faq}>
            {block.items.map((item) => (
              <details key={item.question.en} className={styles.question}>
                <summary>{pick(item.question)}</summary>
                {item.answer.map((p) => (
                  <p key={p.en}>{pick(p)}</p>
                ))}
              </details>
            ))}
          </div>
        </section>
      )
    case 'notice':
      return (
        <section className={styles.notice} role="note" aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.noticeTitle}>
            {pick(block.title)}
          </h2>
          <p>{pick(block.text)}</p>
        </section>
      )
    case 'links':
      return (
        <section className={styles.linksBlock} {...labelled}>
          {title}
          {block.text && <p className={styles.paragraph}>{pick(block.text)}</p>}
          <div className={styles.buttons}>
            {block.items.map((link) => (
              <PageLinkButton key={link.to} link={link} />
            ))}
          </div>
        </section>
      )
    case 'table':
      return (
        <section className={styles.block} {...labelled}>
          {title}
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{pick(block.caption)}</caption>
              <thead>
                <tr>
                  {block.head.map((cell) => (
                    <th key={cell.en} scope="col">
                      {pick(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={row[0]?.en}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={cell.en} scope="row">
                          {pick(cell)}
                        </th>
                      ) : (
                        <td key={block.head[index]?.en}>{pick(cell)}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )
  }
}
