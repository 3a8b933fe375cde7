import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { useHydrated } from '../hooks/use-hydrated'
import styles from './light-tabs.module.css'

interface LightTab<K extends string> {
  key: K
  label: string
  children: ReactNode
}

interface LightTabsProps<K extends string> {
  items: readonly LightTab<K>[]
  activeKey: K
  onChange: (key: K) => void
  /** The tabs in the middle of the line (antd's `centered`); at its start otherwise. */
  centered?: boolean
  /** What the tabs choose between, for screen readers, when no heading says it. */
  label?: string
}

/**
 * Tabs drawn as antd's are, without antd's Tabs (which bring its menu and dropdown for tabs that
 * overflow: some 20 KB a student's page need not download); tabs that do not fit wrap onto the next
 * line, so that no label is cut and the chosen tab is always in sight.
 * The WAI-ARIA tabs pattern: one tab in the keyboard's order, the arrow keys, Home and End move between
 * them. A panel is drawn when its tab is first chosen and then stays, hidden when another is chosen, so
 * what was typed in it is kept. On a page the build drew the tabs wait for the scripts, as buttons do.
 */
export function LightTabs<K extends string>({
  items,
  activeKey,
  onChange,
  centered,
  label,
}: LightTabsProps<K>) {
  const id = useId()
  const hydrated = useHydrated()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const opened = useRef(new Set<K>())
  opened.current.add(activeKey)
  const tabId = (key: K) => `${id}-tab-${key}`
  const panelId = (key: K) => `${id}-panel-${key}`

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = next > last ? 0 : next < 0 ? last : next
    const item = items[target]
    if (!item) return
    onChange(item.key)
    tabs.current[target]?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={label}
        className={centered ? `${styles.list} ${styles.centered}` : styles.list}
      >
        {items.map((item, index) => {
          const selected = item.key === activeKey
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              disabled={!hydrated}
              className={styles.tab}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) =>
        opened.current.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(item.key)}
            aria-labelledby={tabId(item.key)}
            hidden={item.key !== activeKey}
            className={styles.panel}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  )
}
