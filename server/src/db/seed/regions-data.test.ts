import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Checks the committed region tree made by `npm run regions:build` (scripts/build-regions.mjs).

interface District {
  id: string
  name: string
}
interface City extends District {
  areas: District[]
}
interface Province extends District {
  areas: City[]
}

const file = path.join(import.meta.dirname, 'data', 'regions.json')
const provinces = JSON.parse(fs.readFileSync(file, 'utf8')) as Province[]
const cities = provinces.flatMap((p) => p.areas.map((c) => ({ province: p, city: c })))
const districts = cities.flatMap(({ city }) => city.areas.map((d) => ({ city, district: d })))

describe('regions.json', () => {
  it('is one minified line', () => {
    const text = fs.readFileSync(file, 'utf8')
    expect(text.trimEnd().includes('\n')).toBe(false)
  })

  it('has the expected size (mainland China: 31 provinces, ~340 cities, ~3000 districts)', () => {
    expect(provinces.length).toBeGreaterThanOrEqual(31)
    expect(provinces.length).toBeLessThanOrEqual(34)
    expect(cities.length).toBeGreaterThanOrEqual(330)
    expect(cities.length).toBeLessThanOrEqual(350)
    expect(districts.length).toBeGreaterThanOrEqual(2800)
    expect(districts.length).toBeLessThanOrEqual(3100)
  })

  it('has only 6-digit ids and non-empty names', () => {
    const nodes = [...provinces, ...cities.map((c) => c.city), ...districts.map((d) => d.district)]
    for (const n of nodes) {
      expect(n.id, JSON.stringify(n)).toMatch(/^\d{6}$/)
      expect(n.name.trim(), n.id).not.toBe('')
      expect(n.name, n.id).toBe(n.name.trim())
    }
  })

  it('has no duplicate ids', () => {
    const ids = [...provinces, ...cities.map((c) => c.city), ...districts.map((d) => d.district)].map(
      (n) => n.id,
    )
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has provinces ending in 0000, each with cities', () => {
    for (const p of provinces) {
      expect(p.id).toMatch(/^[1-8][0-9]0000$/)
      expect(p.areas.length, p.id).toBeGreaterThan(0)
    }
    expect(provinces.map((p) => p.name)).toEqual(
      expect.arrayContaining(['北京市', '广东省', '新疆维吾尔自治区']),
    )
  })

  it("has cities that start with their province's 2 digits and end in 00", () => {
    for (const { province, city } of cities) {
      expect(city.id.slice(0, 2), city.id).toBe(province.id.slice(0, 2))
      expect(city.id, city.id).toMatch(/^\d{4}00$/)
      // digits 3-4: 01-70 for prefecture-level units, 90 for the counties a province governs directly
      // (省直辖县级行政区划, e.g. 429000 in Hubei); never 00, which is the province itself.
      expect(city.id.slice(2, 4), city.id).toMatch(/^(0[1-9]|[1-6]\d|70|90)$/)
    }
  })

  it('gives the municipalities their pseudo-cities 市辖区 (and 县 for Chongqing)', () => {
    const byId = new Map(cities.map(({ city }) => [city.id, city.name]))
    for (const id of ['110100', '120100', '310100', '500100']) expect(byId.get(id)).toBe('市辖区')
    expect(byId.get('500200')).toBe('县')
  })

  it("has districts that start with their city's first 4 digits and do not end in 00", () => {
    for (const { city, district } of districts) {
      expect(district.id.slice(0, 4), district.id).toBe(city.id.slice(0, 4))
      expect(district.id.slice(4), district.id).not.toBe('00')
      expect(Object.keys(district), district.id).toEqual(['id', 'name'])
    }
  })

  it('has districts under every city but the three prefecture-level cities without county-level divisions', () => {
    const empty = cities
      .filter(({ city }) => city.areas.length === 0)
      .map(({ city }) => `${city.id} ${city.name}`)
    expect(empty.sort()).toEqual(['441900 东莞市', '442000 中山市', '460400 儋州市'])
  })

  it('is sorted by id at every level', () => {
    const sorted = (ids: string[]) => [...ids].sort()
    expect(provinces.map((p) => p.id)).toEqual(sorted(provinces.map((p) => p.id)))
    for (const p of provinces) {
      expect(p.areas.map((c) => c.id)).toEqual(sorted(p.areas.map((c) => c.id)))
      for (const c of p.areas) expect(c.areas.map((d) => d.id)).toEqual(sorted(c.areas.map((d) => d.id)))
    }
  })
})
