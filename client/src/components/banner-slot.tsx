import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'

/**
 * The banner slot of the public layout. The layout puts <BannerSlot fallback={…}/> under the header and
 * shows the fallback (a banner with the page title) there; a page that wants its own banner renders
 * <PageBanner>…</PageBanner> anywhere in its tree, which takes the slot over while the page is shown.
 */
interface BannerSlotState {
  target: HTMLElement | null
  setTarget: (element: HTMLElement | null) => void
  claimed: boolean
  claim: () => () => void
}

const BannerSlotContext = createContext<BannerSlotState | null>(null)

export function BannerSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null)
  const [claims, setClaims] = useState(0)
  const claim = useCallback(() => {
    setClaims((n) => n + 1)
    return () => setClaims((n) => n - 1)
  }, [])
  const value = useMemo(() => ({ target, setTarget, claimed: claims > 0, claim }), [target, claims, claim])
  return <BannerSlotContext value={value}>{children}</BannerSlotContext>
}

export function BannerSlot({ fallback }: { fallback: ReactNode }) {
  const slot = use(BannerSlotContext)
  return (
    <>
      {!slot?.claimed && fallback}
      <div ref={slot?.setTarget} />
    </>
  )
}

export function PageBanner({ children }: { children: ReactNode }) {
  const slot = use(BannerSlotContext)
  const claim = slot?.claim
  useEffect(() => claim?.(), [claim])
  return slot?.target ? createPortal(children, slot.target) : null
}
