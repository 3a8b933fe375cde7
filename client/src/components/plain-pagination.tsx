import styles from './plain-pagination.module.css'

interface PlainPaginationProps {
  /** 1-based. */
  page: number
  pageCount: number
  onChange: (page: number) => void
  labels: { navigation: string; previous: string; next: string; page: (page: number) => string }
}

/** Every page when they are few; otherwise the first, the last and the two around the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gapBefore' | 'gapAfter')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1)
  const from = Math.min(Math.max(page - 2, 2), pageCount - 5)
  const middle = Array.from({ length: 5 }, (_, index) => from + index)
  return [
    1,
    ...(from > 2 ? ['gapBefore' as const] : []),
    ...middle,
    ...(from + 4 < pageCount - 1 ? ['gapAfter' as const] : []),
    pageCount,
  ]
}

const Arrow = ({ flip }: { flip?: boolean }) => (
  <svg
    viewBox="64 64 896 896"
    aria-hidden="true"
    focusable="false"
    className={flip ? styles.flip : undefined}
  >
    <path d="M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z" />
  </svg>
)

/**
 * Page numbers with a previous and a next arrow, as antd's Pagination draws them, for a list a student's
 * page shows a part of at a time; the current page is marked `aria-current`.
 */
export function PlainPagination({ page, pageCount, onChange, labels }: PlainPaginationProps) {
  return (
    <nav aria-label={labels.navigation}>
      <ul className={styles.pages}>
        <li>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.previous}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <Arrow />
          </button>
        </li>
        {visiblePages(page, pageCount).map((item) =>
          typeof item === 'string' ? (
            <li key={item} className={styles.gap} aria-hidden="true">
              •••
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.next}
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1)}
          >
            <Arrow flip />
          </button>
        </li>
      </ul>
    </nav>
  )
}
