import { LeftOutlined, MenuOutlined, RightOutlined } from '@ant-design/icons'
import type { DropdownProps, MenuProps } from 'antd'
import { type ComponentType, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import hidden from '../../../components/visually-hidden.module.css'
import { navigateTo } from '../../../lib/navigation'
import { type NavSectionId, navSections, pathOfLink, sectionOfPath } from '../nav-sections'
import buttons from './header-button.module.css'
import styles from './site-header.module.css'

const loadNavDropdown = () => import('./nav-dropdown')

/**
 * The tabs of narrow screens (below 1150 px): one menu button whose dropdown lists the six sections;
 * choosing one drills down to its pages, with a back item on top. The section and the page the reader
 * is on are marked, and said to be current.
 */
export function CompactNav() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // The dropdown's code is fetched on the first hover, focus or press of the menu button, not before.
  const [NavDropdown, setNavDropdown] = useState<ComponentType<DropdownProps> | null>(null)
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false)
  // (Not on a timer after load any more: on a phone that was a long task — antd's Dropdown with its
  // theme — while the page was still settling; a touch fires pointerenter before the press.)
  // A press before the code arrived opens the menu once the dropdown has been mounted (closed).
  useEffect(() => {
    if (NavDropdown && openWhenLoaded) {
      setOpenWhenLoaded(false)
      setOpen(true)
    }
  }, [NavDropdown, openWhenLoaded])
  const [sectionId, setSectionId] = useState<NavSectionId | null>(null)
  const section = navSections.find((candidate) => candidate.id === sectionId)
  const { pathname } = useLocation()
  const currentSection = sectionOfPath(pathname)
  const currentPath = currentSection?.links
    .map(pathOfLink)
    .find((path) => path.toLowerCase() === pathname.toLowerCase())
  const current = <span className={hidden.hidden}>{t('header.currentPage')}</span>

  const setMenuOpen = (next: boolean) => {
    setOpen(next)
    if (!next) setSectionId(null)
  }

  const items: MenuProps['items'] = section
    ? [
        { key: 'back', icon: <LeftOutlined aria-hidden />, label: t('header.back') },
        { type: 'divider' },
        {
          type: 'group',
          key: 'pages',
          label: t(`nav.${section.id}.label`),
          children: section.links.map((key) => ({
            key: `page:${pathOfLink(key)}`,
            label: (
              <>
                {t(`nav.links.${key}`)}
                {pathOfLink(key) === currentPath && current}
              </>
            ),
          })),
        },
      ]
    : navSections.map((candidate) => ({
        key: `section:${candidate.id}`,
        label: (
          <span className={styles.drillItem}>
            <span>
              {t(`nav.${candidate.id}.label`)}
              {candidate.id === currentSection?.id && current}
            </span>
            <RightOutlined aria-hidden />
          </span>
        ),
      }))

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'back') setSectionId(null)
    else if (key.startsWith('section:')) setSectionId(key.slice('section:'.length) as NavSectionId)
    else if (key.startsWith('page:')) {
      setMenuOpen(false)
      navigateTo(key.slice('page:'.length))
    }
  }

  const button = (
    <button
      type="button"
      className={`${buttons.button} ${buttons.outlined} ${styles.menuButton}`}
      onPointerEnter={() => void loadNavDropdown()}
      onFocus={() => void loadNavDropdown()}
      onClick={
        NavDropdown
          ? undefined
          : () => {
              setOpenWhenLoaded(true)
              void loadNavDropdown().then((module) => setNavDropdown(() => module.default))
            }
      }
    >
      <MenuOutlined aria-hidden className={buttons.icon} />
      <span className={styles.menuLabel}>{t('header.menu')}</span>
    </button>
  )

  return (
    <nav aria-label={t('header.mainNav')}>
      {NavDropdown ? (
        <NavDropdown
          open={open}
          // Clicks inside the menu drill down or go back, so only the trigger and outside clicks toggle it.
          onOpenChange={(next, info) => {
            if (info.source === 'trigger') setMenuOpen(next)
          }}
          menu={{
            items,
            onClick,
            selectable: true,
            selectedKeys: [`section:${currentSection?.id}`, `page:${currentPath}`],
          }}
          trigger={['click']}
          placement="bottomRight"
          styles={{ root: { minWidth: 220 } }}
        >
          {button}
        </NavDropdown>
      ) : (
        button
      )}
    </nav>
  )
}
