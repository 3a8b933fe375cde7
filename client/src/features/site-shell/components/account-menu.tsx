import { DownOutlined, HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { AntdConfig } from '../../../components/antd-config'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { navigateTo } from '../../../lib/navigation'
import { useLogOut } from '../api/log-out'
import styles from './site-header.module.css'

/**
 * The avatar dropdown of a logged-in user. Its own chunk: a visitor never downloads it,
 * nor the request client it needs to log out.
 */
export default function AccountMenu() {
  const { t } = useTranslation()
  const { isStudent } = useLoginState()
  const logOut = useLogOut()

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
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className={styles.avatarButton} aria-label={t('header.account')}>
          <Avatar size={34} icon={<UserOutlined aria-hidden />} className={styles.avatar} />
          <DownOutlined aria-hidden className={styles.caret} />
        </button>
      </Dropdown>
    </AntdConfig>
  )
}
