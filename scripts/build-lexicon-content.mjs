#!/usr/bin/env node
// Builds server/src/db/seed/data/lexicon-content.json: for each character of the bank, one couplet of
// classic poetry that contains it. The lexicon's example sentences are modern ones written by the
// committee: the lines of the classic readers (三字经, 弟子规…) often use a character in a classical
// sense, so they are not offered as sentences. The sources are npm packages installed into a temporary
// folder (never dependencies of the project):
//   chinese-poetry  MIT: 千家诗 and 唐诗三百首
//   opencc-js       MIT and Apache-2.0: traditional → simplified conversion (the corpus is traditional)
//
//   npm run lexicon:content
//   LEXICON_PACKAGES_DIR=/path/to/node_modules npm run lexicon:content   (skip the install)
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { installTempPackages } from './install-temp-packages.mjs'

const PACKAGES = ['chinese-poetry@2.0.1', 'opencc-js@1.4.1']
const repoRoot = path.resolve(import.meta.dirname, '..')
const lexiconFile = path.join(repoRoot, 'server/src/db/seed/data/lexicon.json')
const outFile = path.join(repoRoot, 'server/src/db/seed/data/lexicon-content.json')

const installPackages = () => installTempPackages('lexicon-content', PACKAGES)

/** Every poem ({chapter, author, paragraphs}) of a chinese-poetry collection, in the book's order. */
function poemsOf(node, out = []) {
  if (Array.isArray(node)) for (const item of node) poemsOf(item, out)
  else if (node && typeof node === 'object') {
    if (Array.isArray(node.paragraphs) && typeof node.paragraphs[0] === 'string') out.push(node)
    else if (node.content) poemsOf(node.content, out)
  }
  return out
}

function main() {
  const given = process.env.LEXICON_PACKAGES_DIR
  const [modules, cleanup] = given ? [given, () => {}] : installPackages()
  try {
    const require = createRequire(path.join(modules, 'noop.js'))
    // biome-ignore lint/correctness/noUndeclaredDependencies: installed into the temporary folder above, not a dependency of the site
    const OpenCC = require('opencc-js')
    const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' })
    const read = (file) =>
      JSON.parse(fs.readFileSync(path.join(modules, 'chinese-poetry/dist', file), 'utf8'))
    const bank = JSON.parse(fs.readFileSync(lexiconFile, 'utf8')).characters.map((row) => row.c)
    const wanted = new Set(bank)

    /** Poetry: the first couplet (in 千家诗, then 唐诗三百首) containing the character. */
    const poetry = {}
    for (const file of ['mengxue/qianjiashi.json', 'mengxue/tangshisanbaishou.json']) {
      for (const poem of poemsOf(read(file))) {
        const title = toSimplified(poem.chapter ?? '')
        const author = toSimplified(poem.author ?? '').replace(/^（.*?）/, '')
        for (const paragraph of poem.paragraphs) {
          const line = toSimplified(paragraph.trim())
          if (line.length > 24) continue
          for (const c of new Set(line)) {
            if (wanted.has(c) && !poetry[c]) poetry[c] = [line, title, author]
          }
        }
      }
    }

    const meta = {
      source: 'chinese-poetry 2.0.1 (MIT): 千家诗, 唐诗三百首; simplified with opencc-js (MIT, Apache-2.0)',
      poetry: Object.keys(poetry).length,
    }
    const text = `{"meta":${JSON.stringify(meta)},\n"poetry":${JSON.stringify(poetry)}}\n`
    fs.writeFileSync(outFile, text)
    console.log(`wrote ${outFile}: ${meta.poetry} poetry lines, ${text.length} bytes`)
  } finally {
    cleanup()
  }
}

main()
