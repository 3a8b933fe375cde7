import { paths } from '../../config/paths'
import type { Resources } from '../../i18n/zh'

export type NavSectionId = 'about' | 'competitions' | 'spellers' | 'schools' | 'joinUs' | 'certificate'
export type NavLinkKey = keyof Resources['nav']['links']

export interface NavSection {
  id: NavSectionId
  /** File name under /images/header/ (drawn for the header panels). */
  image: string
  links: readonly NavLinkKey[]
}

/** The six top tabs of the header and the pages each one leads to. */
export const navSections: readonly NavSection[] = [
  { id: 'about', image: 'about', links: ['aboutBackground', 'aboutVision', 'aboutCommttee', 'aboutHistory'] },
  { id: 'competitions', image: 'competitions', links: ['invGameType', 'teamGameType'] },
  {
    id: 'spellers',
    image: 'spellers',
    links: [
      'speOnlineLearningResource',
      'speCharacterBank',
      'speRegisterFirCompetition',
      'speCarnyialFuture',
      'speFaqs',
    ],
  },
  {
    id: 'schools',
    image: 'schools',
    links: [
      'schoolTeamTraining',
      'schoolEstablishMents',
      'schoolMemberShip',
      'schoolBeefunactivity',
      'forSchoolFaqs',
    ],
  },
  { id: 'joinUs', image: 'join-us', links: ['judgeAndCoaches', 'volunteersView'] },
  { id: 'certificate', image: 'certificate', links: ['query'] },
]

export const pathOfLink = (key: NavLinkKey): string => paths[key]

export const imageOfSection = (section: NavSection) => `/images/header/${section.image}.svg`

/** The section whose pages include the current path (its tab is shown as active). */
export const sectionOfPath = (pathname: string) =>
  navSections.find((section) =>
    section.links.some((key) => pathOfLink(key).toLowerCase() === pathname.toLowerCase()),
  )
