import { createContext, type ReactNode, useContext } from 'react'
import styles from './island.module.css'

/** The parts of a pre-rendered page that wake on their own (src/app/islands.tsx names their code). */
export type IslandName =
  | 'site-header'
  | 'home-carousel'
  | 'home-gallery'
  | 'spelling-example'
  | 'volunteer-form'
  | 'character-bank-doors'
  | 'register-now'
  | 'certificate-query'
  | 'membership-choice'
  | 'language-switch'
  | 'school-registration'
  | 'login'
  | 'certificate-view'
  | 'student-registration'
  | 'password-reset'

/**
 * Whether what renders here is drawn by the build outside any island of an islands page: its text stays
 * as the build drew it, so the season's values in it are marked for the islands' start to fill in
 * (features/public-site/use-lang.ts).
 */
const DrawnOnce = createContext(false)
export const DrawnOnceProvider = DrawnOnce.Provider
export const useDrawnOnce = () => useContext(DrawnOnce)

/** True inside an island woken on its own: the rest of the page is not React's to change. */
const OnIslandsPage = createContext(false)
export const OnIslandsPageProvider = OnIslandsPage.Provider
export const useOnIslandsPage = () => useContext(OnIslandsPage)

/**
 * A part of a page that does something in the browser. On a page whose route has `islands` (decision
 * 0053) the pre-rendered page is not taken over as a whole: src/app/islands.tsx hydrates each island by
 * its name, and the rest stays the build's HTML. Elsewhere it is a wrapper without a box of its own.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className={styles.island}>
      <DrawnOnceProvider value={false}>{children}</DrawnOnceProvider>
    </div>
  )
}
