import { Menu, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { FoldedMenu } from '../../../components/folded-menu'
import { type PathName, paths } from '../../../config/paths'
import { useMediaQuery } from '../../../hooks/use-media-query'
import type { Resources } from '../../../i18n/zh'
import { isClubTeacher } from '../../../lib/auth-storage'

type PageKey = PathName & keyof Resources['route']
type GroupKey = keyof Resources['account']

/** Club/course teachers (roleId 4) see only the course menus. */
const courseTeacherMenu: [GroupKey, PageKey[]][] = [['courses', ['courseMember', 'userBindSchoolData']]]
const schoolMenu: [GroupKey, PageKey[]][] = [
  ['schoolInfo', ['userInfoSchoolData', 'userInfoPersonalData']],
  [
    'individual',
    ['userInfoIndividualPapers', 'userInfoIndividualScore', 'userInfoIndividualHistory', 'userInfoOrders'],
  ],
  [
    'team',
    [
      'userInfoTeamManagement',
      'userInfoTeamProcessMembers',
      'userInfoTeamScoreSearch',
      'userInfoTeamHistoryScoreSearch',
    ],
  ],
  ['studyPlans', ['userInfoStudyPlan']],
  ['settings', ['userInfoRightsManagementData', 'cebsbInfoCommunityMember']],
]

/** The side menu of the user centre, chosen by the stored role. */
export function AccountNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const narrow = useMediaQuery('(max-width: 900px)')
  const menu = isClubTeacher() ? courseTeacherMenu : schoolMenu
  const selected = Object.values(paths).find((path) => path.toLowerCase() === pathname.toLowerCase())
  const page = (key: PageKey) => ({
    key: paths[key],
    label: (
      <Link to={paths[key]} aria-current={paths[key] === selected ? 'page' : undefined}>
        {t(`route.${key}`)}
      </Link>
    ),
  })
  const items: MenuProps['items'] = [
    page('userInfoWelcome'),
    ...menu.map(([group, pages]) => ({
      type: 'group' as const,
      key: group,
      label: t(`account.${group}`),
      children: pages.map(page),
    })),
  ]
  const menuOf = <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} />
  const currentKey = (Object.keys(paths) as PathName[]).find((key) => paths[key] === selected)
  const currentTitle = currentKey ? t(`route.${currentKey as PageKey}`) : ''

  // On a phone the fourteen entries fold into one line naming the current page.
  if (narrow)
    return (
      <nav aria-label={t('account.nav')}>
        <FoldedMenu label={t('account.nav')} current={currentTitle}>
          {menuOf}
        </FoldedMenu>
      </nav>
    )
  return <nav aria-label={t('account.nav')}>{menuOf}</nav>
}
