import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { lexiconNs } from '../i18n'
import styles from './trail.module.css'

/**
 * Where the page sits in the lexicon ("活动 / 字库目录 / 通用字库"), as antd's Breadcrumb draws it. Not
 * antd's Breadcrumb, which brings a menu and a dropdown for items this trail never has.
 */
export function Trail({ items }: { items: readonly ReactNode[] }) {
  const { t } = useTranslation(lexiconNs)
  return (
    <nav aria-label={t('trail')} className={styles.trail}>
      <ol>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the trail's steps are fixed in number and order
          <li key={index} aria-current={index === items.length - 1 ? 'page' : undefined}>
            {item}
          </li>
        ))}
      </ol>
    </nav>
  )
}
