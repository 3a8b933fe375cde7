import './i18n'
import './styles/global.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/providers'
import { router } from './app/router'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A transition renders in slices that give the main thread back every few milliseconds, so a slow phone
// stays responsive while the first page is built (the static frame of index.html shows meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
})
