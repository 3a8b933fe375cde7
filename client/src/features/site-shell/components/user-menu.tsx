import { DownOutlined, HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { navigateTo } from '../../../lib/navigation'
import { useLogOut } from '../api/log-out'
import styles from './site-header.module.css'

/** Avatar dropdown when a login is stored (spec 000 §2), otherwise a link to the login page. */
export function UserMenu() {
  const { t } = useTranslation()
  const { loggedIn, isStudent } = useLoginState()
  const logOut = useLogOut()

  if (!loggedIn) {
    return (
      <Link to={paths.chnEngLogin} className={styles.loginLink}>
        {t('header.login')}
      </Link>
    )
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
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className={styles.avatarButton} aria-label={t('header.account')}>
        <Avatar size={34} icon={<UserOutlined aria-hidden />} className={styles.avatar} />
        <DownOutlined aria-hidden className={styles.caret} />
      </button>
    </Dropdown>
  )
}
