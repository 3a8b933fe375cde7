import { Fragment, type ReactNode } from 'react'
import type { InfoPageContent } from '../content/types'
import { useLang, usePageDescription } from '../use-lang'
import { InfoBlock } from './info-blocks'
import styles from './info-page.module.css'
import { SitePicture } from './site-picture'

/**
 * An information page of the public site: the opening (lead text and picture), then its blocks. The
 * layout's banner above shows the page title as the <h1>. `children` are the page's own interactive
 * parts (a form, a dialog), placed after the block whose id is `childrenAfter` (default: at the end).
 */
export function InfoPage({
  content,
  children,
  childrenAfter,
}: {
  content: InfoPageContent
  children?: ReactNode
  childrenAfter?: string
}) {
  const { pick } = useLang()
  usePageDescription(content.description)
  const { lead } = content
  return (
    <div className={styles.page}>
      <section className={lead.picture ? styles.leadWithPicture : styles.lead} aria-labelledby="lead-title">
        <div>
          <h2 id="lead-title" className={styles.leadTitle}>
            {pick(lead.title)}
          </h2>
          <p className={styles.leadText}>{pick(lead.text)}</p>
        </div>
        {lead.picture && <SitePicture picture={lead.picture} className={styles.leadPicture} eager />}
      </section>
      {content.blocks.map((block) => (
        <Fragment key={block.id}>
          <InfoBlock block={block} />
          {childrenAfter === block.id && children}
        </Fragment>
      ))}
      {!childrenAfter && children}
    </div>
  )
}
