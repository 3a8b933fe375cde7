import { HomeOutlined, LogoutOutlined } from '@ant-design/icons'
import { Dropdown, type MenuProps } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AntdConfig } from '../../../components/antd-config'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { navigateTo } from '../../../lib/navigation'
import { useLogOut } from '../api/log-out'
import { AccountButton } from './account-button'

/**
 * The avatar dropdown of a logged-in user. Its own chunk, fetched when the user reaches for the avatar
 * (user-menu.tsx): a visitor never downloads it, nor the request client it needs to log out. It
 * takes the place of the button that was pressed, open and with the focus. When it closes with the
 * focus inside it (Escape on an item) or nowhere, the focus goes back to the avatar button: antd's
 * dropdown leaves it on the page's body.
 */
export default function AccountMenu() {
  const { t } = useTranslation()
  const { isStudent } = useLoginState()
  const logOut = useLogOut()
  const [open, setOpen] = useState(true)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    const focused = document.activeElement
    const lost = !focused || focused === document.body || focused.closest('[role="menu"]')
    // After antd has hidden the popup: the item that had the focus is gone by then.
    if (lost) requestAnimationFrame(() => button.current?.focus())
  }

  const items: MenuProps['items'] = [
    {
      key: 'home',
      icon: <HomeOutlined aria-hidden />,
      label: isStudent ? t('header.playerHome') : t('header.userCentre'),
    },
    {
      key: 'logout',
      icon: <LogoutOutlined aria-hidden />,
      label: t('header.logout'),
      disabled: logOut.isPending,
    },
  ]
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'home') navigateTo(isStudent ? paths.stuIndex : paths.accountRoot)
    else logOut.mutate()
  }

  return (
    <AntdConfig>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={onOpenChange}
      >
        <AccountButton ref={button} aria-haspopup="menu" aria-expanded={open} />
      </Dropdown>
    </AntdConfig>
  )
}
