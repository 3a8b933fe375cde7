import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { formReadyInTransition } from './vite-form-ready-in-transition'
import { hanziWriterGuard } from './vite-hanzi-writer-guard'
import { isPageScan, keepFirstRenders, pageChunkName, scanFirstRenders } from './vite-page-chunks'
import { preloadHomePage } from './vite-preload-home'
import { routeModules } from './vite-route-modules'
import { zodWithoutJsonSchema } from './vite-zod-without-json-schema'

/**
 * Libraries the public pages always need; each gets its own long-cached chunk. React and the router are
 * apart because src/main.tsx evaluates them in separate steps (one task each).
 */
const reactModules = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
const routerModules = /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/
const antdModules = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@emotion|stylis|dayjs)[\\/]/

export default defineConfig(({ mode, isSsrBuild }) => {
  // loadEnv also reads process.env, so SERVER_PORT=3100 npm run dev works without Node typings here.
  const { SERVER_PORT } = loadEnv(mode, '.', ['SERVER_PORT'])
  const apiServer = `http://localhost:${SERVER_PORT || 3000}`
  const proxy = {
    '/api': { target: apiServer, changeOrigin: true },
    // Uploaded files (avatars) are served by the server too.
    '/uploads': { target: apiServer, changeOrigin: true },
    '/socket.io': { target: apiServer, ws: true, changeOrigin: true },
  }

  if (isSsrBuild) {
    // The build's pre-render of the home page (src/prerender.tsx, run by scripts/prerender.mjs): one
    // bundle for Node with every dependency in it (antd's es modules are not loadable by Node as such).
    return {
      plugins: [react()],
      ssr: { noExternal: true },
      // React and antd as the browser runs them: their production code (antd's class names differ in
      // its development build, and the browser's render must meet the same markup).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false },
    }
  }

  // The budgeted pages' first renders, read from a build with the bundler's own cut (vite-page-chunks.ts).
  const scan = isPageScan()
  const pageChunks = scan ? undefined : new Map<string, string>()

  return {
    plugins: [
      react(),
      hanziWriterGuard(),
      preloadHomePage(),
      routeModules(scan ? keepFirstRenders : undefined),
      ...(pageChunks ? [scanFirstRenders(mode, pageChunks)] : []),
      zodWithoutJsonSchema(),
      formReadyInTransition(),
    ],
    server: { proxy },
    preview: { proxy },
    // Served as it is in development too, so the geometry guard transforms it there as in the build.
    optimizeDeps: { exclude: ['hanzi-writer'] },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 600,
      // Vite's chunk loader adds a <link rel=modulepreload> for every chunk a lazy import needs, in the
      // task that imports it: 80 links on a public page, a tenth of a second of a slow phone's main thread
      // while React takes the page over. A first render's chunks are named by the page itself instead
      // (frames and page-modules, scripts/prerender.mjs); a later lazy import fetches its chunk's own
      // imports as the browser finds them. Stylesheets are still loaded by it.
      modulePreload: { resolveDependencies: () => [] },
      rolldownOptions: {
        // antd's component libraries say nothing of side effects, so importing one of their exports kept
        // every module of the package (all of rc-form and its validator came with any dropdown). They
        // have none at import: what a page does not use is left out.
        treeshake: {
          moduleSideEffects: [
            {
              test: /node_modules[\\/](@rc-component|@ant-design[\\/](colors|fast-color|cssinjs-utils))[\\/]/,
              sideEffects: false,
            },
          ],
        },
        output: {
          // antd's parts are named by the pages that share them, which makes names of 100 characters or
          // more; every import of one, and every page's list of chunks to preload, spells the name out.
          chunkFileNames: (chunk) =>
            chunk.name.startsWith('antd-pages~')
              ? 'assets/antd-[hash].js'
              : chunk.name.startsWith('pages~')
                ? 'assets/pages-[hash].js'
                : 'assets/[name]-[hash].js',
          codeSplitting: {
            groups: [
              { name: 'react', test: reactModules, priority: 30 },
              { name: 'router', test: routerModules, priority: 30 },
              // The part of antd the shell itself uses (header, dropdowns, messages) loads with the entry…
              { name: 'antd', test: antdModules, tags: ['$initial'], priority: 20 },
              // …the modules of the budgeted pages' first renders by the pages that need them…
              ...(pageChunks
                ? [
                    {
                      name: pageChunkName(pageChunks),
                      debugName: 'pages',
                      priority: 15,
                      includeDependenciesRecursively: false,
                    },
                  ]
                : []),
              // …while what only lazy pages use (tables, forms, pickers) is split by the pages that need it,
              // so the public pages never download the console's components.
              { name: 'antd-pages', test: antdModules, entriesAware: true, priority: 10 },
            ],
          },
        },
      },
    },
  }
})
