import type { ReactNode } from 'react'
import { useMediaQuery } from '../hooks/use-media-query'
import styles from './plain-descriptions.module.css'

interface DescriptionItem {
  key: string
  label: ReactNode
  children: ReactNode
}

/** The items in rows of `columns` pairs; the last item of the last row stretches to the row's end. */
export function descriptionRows(items: DescriptionItem[], columns: number) {
  const rows: { item: DescriptionItem; span: number }[][] = []
  for (let start = 0; start < items.length; start += columns) {
    const row = items.slice(start, start + columns).map((item) => ({ item, span: 1 }))
    const last = row[row.length - 1]
    if (last) last.span = (columns - row.length) * 2 + 1
    rows.push(row)
  }
  return rows
}

/**
 * Labels and values in a bordered table as antd's `<Descriptions bordered column={{ xs: 1, sm: 1, md: 2 }}>`
 * draws them: two pairs a row from 768 px, one below. Not antd's Descriptions, which brings its grid's
 * responsive observer and styles (some 4 KB of JavaScript) to the student's profile.
 */
export function PlainDescriptions({ items }: { items: DescriptionItem[] }) {
  const columns = useMediaQuery('(min-width: 768px)') ? 2 : 1
  return (
    <div className={styles.view}>
      <table className={styles.table}>
        <tbody>
          {descriptionRows(items, columns).map((row) => (
            <tr key={row[0]?.item.key} className={styles.row}>
              {row.map(({ item, span }) => [
                <th key={`${item.key}-label`} className={styles.label}>
                  {item.label}
                </th>,
                <td key={`${item.key}-content`} className={styles.content} colSpan={span}>
                  {item.children}
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
