import fs from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { guardHanziWriterGeometry } from '../vite-hanzi-writer-guard'

type Point = { x: number; y: number }
type Normalize = (curve: Point[]) => Point[]

/** hanzi-writer's own normalizeCurve, from its code as installed, with or without the guard. */
function hanziWriterNormalize(guarded: boolean): Normalize {
  const file = createRequire(import.meta.url).resolve('hanzi-writer/dist/index.esm.js')
  const source = fs.readFileSync(file, 'utf8')
  const code = (guarded ? guardHanziWriterGeometry(source) : source).replace(
    'export default HanziWriter;',
    'return normalizeCurve;',
  )
  return new Function(code)() as Normalize
}

/** Out along a line, back past the start by the mirrored way, ending `offset` from where it began. */
const outAndBack = (offset: number): Point[] => [
  { x: 500, y: 400 },
  { x: 600, y: 400 },
  { x: 400, y: 400 },
  { x: 500 + offset, y: 400 },
]

describe("the writing grid's copy of hanzi-writer", () => {
  it('cuts a stroke whose ends sit near its centre into more pieces than the server allows, as installed', () => {
    const normalize = hanziWriterNormalize(false)
    expect(normalize(outAndBack(5)).length).toBeGreaterThan(400)
  })

  it('keeps every normalised stroke to the server’s 400 points once guarded, and ordinary ones as they were', () => {
    const [guarded, plain] = [hanziWriterNormalize(true), hanziWriterNormalize(false)]
    for (const offset of [5, 1e-3, 1e-9, 0])
      expect(guarded(outAndBack(offset)).length).toBeLessThanOrEqual(400)
    const ordinary: Point[] = [
      { x: 100, y: 500 },
      { x: 500, y: 520 },
      { x: 900, y: 500 },
    ]
    expect(guarded(ordinary)).toEqual(plain(ordinary))
  })

  it('refuses to build a hanzi-writer whose code no longer has the function it guards', () => {
    expect(() => guardHanziWriterGeometry('export default {}')).toThrow(/subdivideCurve not found/)
  })
})
