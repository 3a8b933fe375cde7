// Writes dist/prerendered/: for each page a visitor opens without signing in (src/prerender.tsx), index.html
// with the page already drawn in it (decision 0007), for the login page once per form (0037); for every
// page of the route table a frame, index.html naming the chunks of that page's first render (0035); and
// pages.json, which tells the server the file of each path and the hashes of the inline scripts. Run by
// `npm run build -w client` after the client build and the server-side build of src/prerender.tsx
// (into dist-ssr, outside what the server serves).
//
// Each HTML carries the Chinese page (the default language) in #root and the English one in a
// <template>; a small inline script right after #root swaps them before the first paint when the
// visitor chose English (localStorage, which only the browser can read). The page's styles are
// inlined. src/main.tsx then hydrates #root (data-prerendered) instead of rendering it again.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const client = path.resolve(import.meta.dirname, '..')
const dist = path.join(client, 'dist')
const out = path.join(dist, 'prerendered')
const { prerenderPage, prerenderedPaths, prerenderedChoices, createCache, extractStyle } = await import(
  pathToFileURL(path.join(client, 'dist-ssr/prerender.js')).href
)

const escapeAttribute = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
/** React's server render adds the router's scroll-restoration script: the client's render does that. */
const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

// Kept in step with src/i18n (the `locale` key of the specification, "EN" for English).
/**
 * The season's values on an islands page come marked from the render (SEASON_MARK in
 * src/features/public-site/season-text.ts): in the text, each becomes a <span data-season> the browser
 * fills in; inside an attribute (an alt text), and in the description, the neutral phrase stays.
 */
const seasonMark = /\uE000(\w+)\uE001([^\uE000-\uE002]*)\uE002/g
const unmarked = (text) => text.replace(seasonMark, '$2')
const seasonSpans = (html) =>
  html
    .replace(/="[^"]*"/g, unmarked)
    .replace(seasonMark, '<span data-season="$1">$2</span>')
    .replace(/[\uE000-\uE002]/g, () => {
      throw new Error('a season mark the pre-render could not place')
    })

const swapScript = `try{if((localStorage.getItem('locale')||'').toUpperCase()==='EN'){var t=document.getElementById('page-en');document.getElementById('root').replaceChildren(t.content);document.documentElement.lang='en';document.title=t.dataset.title;document.querySelector('meta[name="description"]').content=t.dataset.description}}catch(e){}`

const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
const defaultDescription = indexHtml.match(/<meta\s+name="description"\s+content="([^"]*)"/)?.[1]
if (defaultDescription === undefined) throw new Error('index.html has no description')

// The app's scripts are fetched and run once the page has painted (the browser's first-contentful-paint
// entry; on load when a hidden tab paints nothing): a phone shows the page, and the JavaScript that
// makes it interactive no longer shares the first round trips with the page's pictures, nor runs
// before the first paint. The modulepreload links move into that script, so the chunks still come
// in parallel rather than one import after another.
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const entrySrc = indexHtml.match(entry)?.[1]
if (!entrySrc) throw new Error('index.html has no entry script')
const preload = /<link rel="modulepreload" crossorigin href="([^"]+)"(?: data-step="(first|later)")?>\s*/g
// Only the entry's own imports and its first step (react-dom: vite-preload-home.ts marks it) are
// preloaded at the first paint; src/main.tsx's later steps fetch their chunks as each starts (fewer
// links added at once, and the first steps' downloads do not share the connection with the rest).
const modules = [...indexHtml.matchAll(preload)]
  .filter((match) => match[2] !== 'later')
  .map((match) => match[1])
// A page may name more of its first render's chunks in <script type="application/json" id="page-modules">
// (the login page, below): they are fetched at the same moment.
const bootScript = `(function(){var done=false;function boot(){if(done)return;done=true;var more=document.getElementById('page-modules');${JSON.stringify(modules)}.concat(more?JSON.parse(more.textContent):[],[${JSON.stringify(entrySrc)}]).forEach(function(src,i,all){var e=document.createElement(i===all.length-1?'script':'link');if(i===all.length-1)e.type='module';else e.rel='modulepreload';e.crossOrigin='';e[i===all.length-1?'src':'href']=src;document.head.append(e)})}try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(boot)}}).observe({type:'paint',buffered:true})}catch(e){boot()}addEventListener('load',function(){setTimeout(boot,1000)})})()`

// The styles of the build by the classes they style, antd's own aside (the app's styles adjust antd
// components inside its own classes). A page is given those whose classes it draws: a page's own
// styles belong to its lazy chunk, which index.html does not name.
const cssClass = /\.(-?[_a-zA-Z][\w-]*)/g
const stylesheets = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((name) => name.endsWith('.css'))
  .map((name) => {
    const href = `/assets/${name}`
    const css = fs.readFileSync(path.join(dist, href), 'utf8')
    const classes = new Set([...css.matchAll(cssClass)].map((m) => m[1]).filter((name) => !/^ant/.test(name)))
    return { href, classes }
  })
const classesOf = (html) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)))

const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/
if (!root.test(indexHtml)) throw new Error('index.html has no static frame in #root to replace')

// The stylesheets of each page's first render in the order the app links them (each chunk's after those
// of the chunks it imports: vite-route-modules.ts), so that a page's styles win over those of the
// components they adjust, as in the app.
const routeModules = JSON.parse(fs.readFileSync(path.join(dist, 'route-modules.json'), 'utf8'))

function pageHtml(pagePath, zh, en, antdStyles) {
  const drawn = classesOf(zh.html + en.html)
  const order = routeModules[pagePath]?.styles ?? []
  const place = (href) => order.indexOf(href)
  const own = stylesheets
    .filter(
      ({ href, classes }) => !indexHtml.includes(`href="${href}"`) && [...classes].some((c) => drawn.has(c)),
    )
    .sort((a, b) => place(a.href) - place(b.href))
    .map(({ href }) => `  <link rel="stylesheet" crossorigin href="${href}">\n`)
  return (
    indexHtml
      .replace(
        root,
        () =>
          `<div id="root" data-prerendered${zh.islands ? ' data-islands' : ''}>${seasonSpans(withoutScripts(zh.html))}</div>\n` +
          `    <template id="page-en" data-title="${escapeAttribute(en.title)}" data-description="${escapeAttribute(unmarked(en.description ?? defaultDescription))}">${seasonSpans(withoutScripts(en.html))}</template>\n` +
          `    <script>${swapScript}</script>`,
      )
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(zh.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () =>
          `<meta name="description" content="${escapeAttribute(unmarked(zh.description ?? defaultDescription))}" />`,
      )
      // antd's styles first, as antd puts them, so that the app's own styles win where both apply.
      .replace(/(<meta charset="[^"]*"\s*\/?>)/, (charset) => `${charset}\n    ${antdStyles}`)
      .replace('</head>', () => `${own.join('')}  </head>`)
      // The first paint needs the styles of the entry, the layout and the page: they come in the HTML
      // (no round trip before the paint). Each file is also named by a disabled link, which the browser
      // does not fetch but Vite's chunk loader counts as loaded, so it does not fetch it again either.
      .replace(
        /<link rel="(?:stylesheet|preload" as="style)"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
        (_link, href) =>
          `<style>${fs.readFileSync(path.join(dist, href), 'utf8').trim()}</style>\n    <link rel="stylesheet" href="${href}" disabled>`,
      )
      .replace(entry, '')
      .replace(preload, '')
      .replace('</body>', () => `  <script>${bootScript}</script>\n  </body>`)
  )
}

fs.rmSync(out, { recursive: true, force: true })
fs.mkdirSync(out)
const pages = {}
let bytes = 0
async function writePage(url, file, scripts = []) {
  const antd = createCache()
  const zh = await prerenderPage(url, 'zh', antd)
  const en = await prerenderPage(url, 'en', antd)
  // An islands page loads none of the app's route modules (decision 0053): it names none.
  const more =
    scripts.length && !zh.islands
      ? `  <script type="application/json" id="page-modules">${JSON.stringify(scripts)}</script>\n`
      : ''
  const pagePath = new URL(url, 'http://build').pathname
  const html = pageHtml(pagePath, zh, en, extractStyle(antd)).replace('</head>', () => `${more}  </head>`)
  fs.writeFileSync(path.join(out, file), html)
  bytes += Buffer.byteLength(html)
  return file
}
for (const pagePath of prerenderedPaths)
  pages[pagePath] = await writePage(pagePath, `${pagePath === '/' ? 'home' : pagePath.slice(1)}.html`)
// A page drawn once per first state: the server sends the one the request asks for (server/src/http).
// Unless only its islands wake (the login page does, decision 0053), it names the chunks of its first
// render, as a frame does (the page is outside the public layout that index.html preloads), for the
// start script: they download once the page has painted.
const choices = {}
for (const [pagePath, urls] of Object.entries(prerenderedChoices)) {
  choices[pagePath] = {}
  for (const [choice, url] of Object.entries(urls))
    choices[pagePath][choice] = await writePage(
      url,
      `${pagePath.slice(1)}.${choice}.html`,
      routeModules[pagePath].scripts,
    )
}
// Every other page gets a frame: index.html naming the chunks and stylesheets of the page's first render
// (dist/route-modules.json, vite-route-modules.ts) instead of the public layout's, so they all come with
// the page rather than one lazy import after another. A frame draws nothing the address's query changes.
const stylePreload = /<link rel="preload" as="style" href="[^"]+">\s*/g
const frames = {}
fs.mkdirSync(path.join(out, 'frames'))
for (const [pagePath, { scripts, styles }] of Object.entries(routeModules)) {
  const links = [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" href="${href}">`),
  ]
  const html = indexHtml
    .replace(preload, '')
    .replace(stylePreload, '')
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
  const file = `frames/${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '~')}.html`
  fs.writeFileSync(path.join(out, file), html)
  frames[pagePath] = file
}

// The server allows the two inline scripts by their hashes in the Content-Security-Policy.
const hash = (script) => `sha256-${crypto.createHash('sha256').update(script).digest('base64')}`
const scriptHashes = [hash(swapScript), hash(bootScript)]
fs.writeFileSync(
  path.join(out, 'pages.json'),
  `${JSON.stringify({ pages, choices, frames, scriptHashes }, null, 2)}\n`,
)
console.log(
  `prerender: ${Object.keys(pages).length + Object.keys(choices).length} pages into dist/prerendered (${(bytes / 1024).toFixed(0)} KB, zh + en), ` +
    `${Object.keys(frames).length} frames`,
)
