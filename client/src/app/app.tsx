import { StrictMode, useEffect } from 'react'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './providers'
import { router } from './router'

/**
 * Marks <html data-app-ready> once the app has rendered or taken the pre-rendered page over: before
 * that, the home page's HTML is on screen but its buttons (carousel, gallery, menus) do nothing yet,
 * and its links are plain links. Tests wait for it before pressing buttons.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true'
  }, [])
  return null
}

/** The whole app, as src/main.tsx renders or hydrates it (the same tree as src/prerender.tsx's). */
export const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
    <MarkReady />
  </StrictMode>
)
