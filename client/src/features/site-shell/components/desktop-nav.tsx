import { DownOutlined } from '@ant-design/icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { type NavSection, type NavSectionId, navSections, sectionOfPath } from '../nav-sections'
import styles from './desktop-nav.module.css'
import { NavPanel } from './nav-panel'

const CLOSE_DELAY_MS = 150

/**
 * The six tabs of wide screens. A tab's panel opens on hover and on keyboard focus (a disclosure button
 * with aria-expanded, WAI-ARIA "disclosure navigation"); Escape closes it, and so does leaving it.
 */
export function DesktopNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [openId, setOpenId] = useState<NavSectionId | null>(null)
  const [shownPath, setShownPath] = useState(pathname)
  const closeTimer = useRef<number | undefined>(undefined)

  // A click on a panel link navigates; the new page starts with every panel closed.
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpenId(null)
  }
  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  const open = (id: NavSectionId) => {
    window.clearTimeout(closeTimer.current)
    setOpenId(id)
  }
  const close = (delay = 0) => {
    window.clearTimeout(closeTimer.current)
    if (delay) closeTimer.current = window.setTimeout(() => setOpenId(null), delay)
    else setOpenId(null)
  }
  const activeId = sectionOfPath(pathname)?.id

  return (
    <nav aria-label={t('header.mainNav')} className={styles.nav}>
      <ul className={styles.tabs}>
        {navSections.map((section) => (
          <NavTab
            key={section.id}
            section={section}
            isOpen={openId === section.id}
            isActive={activeId === section.id}
            onOpen={() => open(section.id)}
            onClose={close}
          />
        ))}
      </ul>
    </nav>
  )
}

interface NavTabProps {
  section: NavSection
  isOpen: boolean
  isActive: boolean
  onOpen: () => void
  onClose: (delay?: number) => void
}

function NavTab({ section, isOpen, isActive, onOpen, onClose }: NavTabProps) {
  const { t } = useTranslation()
  const button = useRef<HTMLButtonElement>(null)
  const panelId = `nav-panel-${section.id}`
  const isOutside = (element: EventTarget | null, item: HTMLElement) =>
    !(element instanceof Node && item.contains(element))

  return (
    <li
      className={styles.tab}
      onMouseEnter={onOpen}
      onMouseLeave={() => onClose(CLOSE_DELAY_MS)}
      onFocus={(event) => {
        if (isOutside(event.relatedTarget, event.currentTarget)) onOpen()
      }}
      onBlur={(event) => {
        if (isOutside(event.relatedTarget, event.currentTarget)) onClose()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return
        onClose()
        button.current?.focus()
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${styles.tabButton} ${isActive ? styles.active : ''} ${isOpen ? styles.open : ''}`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onOpen}
      >
        <span>{t(`nav.${section.id}.label`)}</span>
        <DownOutlined aria-hidden className={styles.chevron} />
      </button>
      <NavPanel id={panelId} section={section} hidden={!isOpen} />
    </li>
  )
}
