import './styles/global.css'
import { yieldToMain } from './lib/yield-to-main'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

/**
 * An islands page (decision 0053): the build drew it, and only its islands wake; the router, the route
 * table and the rest of the app are not loaded.
 */
async function wakeIslandsPage(page: HTMLElement) {
  await import('./app/react-dom')
  await yieldToMain()
  await import('./i18n')
  await yieldToMain()
  await import('./app/router-lib')
  await yieldToMain()
  const { wakeIslands } = await import('./app/islands')
  await yieldToMain()
  await wakeIslands(page)
}

async function startApp(root: HTMLElement) {
  // The app's code is evaluated in steps, each its own task (decision 0041): evaluated as one
  // module graph, react-dom, i18next and the app were one long task, which a phone's slower CPU makes
  // several hundred milliseconds during which the page answers nothing. This entry itself imports
  // nothing but its styles; each step's chunks are fetched when the step starts (the first ones are
  // preloaded by the page).
  const { createRoot, hydrateRoot, startTransition } = await import('./app/react-dom')
  await yieldToMain()
  // The texts of the visitor's language (awaited by the module).
  await import('./i18n')
  await yieldToMain()
  // react-router's code, then the app's router: creating it (matching the URL against the route table)
  // starts loading the first page's lazy route modules (layout, page).
  await import('./app/router-lib')
  await yieldToMain()
  const { router } = await import('./app/router')
  await yieldToMain()
  const { app } = await import('./app/app')

  // The first page's lazy route modules are awaited before the first render, so the router renders that
  // page at once rather than its loading frame (and matches the pre-rendered home page, below).
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return
        unsubscribe()
        resolve()
      })
    })
  }
  await yieldToMain()

  if (root.dataset.prerendered !== undefined) {
    // The home page came drawn by the build (scripts/prerender.mjs, decision 0007), in the language the
    // visitor reads: React takes that HTML over instead of drawing it again. As a transition, hydration
    // runs in slices (a plain hydrateRoot is one blocking task).
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    // A transition renders in slices that give the main thread back every few milliseconds, so a slow phone
    // stays responsive while the first page is built (the static frame of index.html shows meanwhile).
    startTransition(() => {
      createRoot(root).render(app)
    })
  }
}

if (root.dataset.islands !== undefined) await wakeIslandsPage(root)
else await startApp(root)
