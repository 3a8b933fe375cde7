import guo from 'hanzi-writer-data/国.json'
import wo from 'hanzi-writer-data/我.json'
import mu from 'hanzi-writer-data/木.json'
import shui from 'hanzi-writer-data/水.json'
import yong from 'hanzi-writer-data/永.json'
import { describe, expect, it } from 'vitest'
import {
  type CharacterData,
  characterDataSchema,
  fromBoxPoint,
  gradeCharacter,
  toBoxPoint,
} from './grade-character'
import { MAX_POINTS, MAX_POINTS_PER_STROKE, MAX_STROKES, strokesSchema } from './strokes-schema'

type Stroke = [number, number][]

const data: Record<string, unknown> = { 木: mu, 水: shui, 我: wo, 永: yong, 国: guo }
const load = (character: string): CharacterData => characterDataSchema.parse(data[character])

/** A small seeded generator (mulberry32), so every run draws the same noisy traces. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Points every `step` units along the polyline, as a pointer sampled while moving. */
function resample(median: Stroke, step: number): Stroke {
  const out: Stroke = [median[0] as [number, number]]
  for (let i = 1; i < median.length; i++) {
    const [x0, y0] = median[i - 1] as [number, number]
    const [x1, y1] = median[i] as [number, number]
    const pieces = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / step))
    for (let k = 1; k <= pieces; k++) out.push([x0 + ((x1 - x0) * k) / pieces, y0 + ((y1 - y0) * k) / pieces])
  }
  return out
}

/** A hand-drawn copy of the character: resampled, jittered, slightly shrunk and shifted. */
function trace(data: CharacterData, seed: number): Stroke[] {
  const random = seeded(seed)
  const scale = 0.92 + random() * 0.1
  const dx = (random() - 0.5) * 60
  const dy = (random() - 0.5) * 60
  const jitter = () => (random() - 0.5) * 24
  return data.medians.map((median) =>
    resample(median, 14 + random() * 12).map(([x, y]): [number, number] => [
      512 + (x - 512) * scale + dx + jitter(),
      388 + (y - 388) * scale + dy + jitter(),
    ]),
  )
}

const characters = ['木', '水', '我', '永', '国']

describe('gradeCharacter', () => {
  it.each(characters)('accepts hand-drawn traces of %s', (character) => {
    const data = load(character)
    for (const seed of [1, 2, 3, 4, 5]) {
      const grade = gradeCharacter(trace(data, seed * 97), data)
      expect(grade).toEqual({
        correct: true,
        matchedStrokeCount: data.medians.length,
        strokeMistakes: data.medians.map(() => 0),
      })
    }
  })

  it('accepts the medians themselves', () => {
    const data = load('国')
    expect(gradeCharacter(data.medians, data).correct).toBe(true)
  })

  it('rejects another character drawn in place of the one asked for', () => {
    for (const [asked, drawn] of [
      ['木', '水'],
      ['水', '永'],
      ['我', '国'],
      ['国', '木'],
    ] as const) {
      const grade = gradeCharacter(trace(load(drawn), 11), load(asked))
      expect(grade.correct, `${drawn} drawn for ${asked}`).toBe(false)
    }
  })

  it('rejects the strokes in the wrong order', () => {
    const data = load('木')
    const [first, second, ...rest] = trace(data, 21)
    const grade = gradeCharacter([second as Stroke, first as Stroke, ...rest], data)
    expect(grade.correct).toBe(false)
    expect(grade.strokeMistakes[0]).toBeGreaterThan(0)
  })

  it('rejects a stroke drawn backwards', () => {
    const data = load('永')
    const strokes = trace(data, 31)
    strokes[1] = [...(strokes[1] as Stroke)].reverse()
    const grade = gradeCharacter(strokes, data)
    expect(grade.correct).toBe(false)
    expect(grade.matchedStrokeCount).toBe(1)
  })

  it('rejects a drawing with a stroke missing, and names the strokes not reached', () => {
    const data = load('我')
    const strokes = trace(data, 41).slice(0, -1)
    const grade = gradeCharacter(strokes, data)
    expect(grade.correct).toBe(false)
    expect(grade.matchedStrokeCount).toBe(data.medians.length - 1)
    expect(grade.strokeMistakes.at(-1)).toBe(1)
  })

  it('rejects a drawing with a stray stroke after the character', () => {
    const data = load('木')
    const strokes = [...trace(data, 51), [[100, 100] as [number, number], [900, 700] as [number, number]]]
    expect(gradeCharacter(strokes, data).correct).toBe(false)
  })

  it('rejects a scribble and single-point strokes', () => {
    const data = load('水')
    const scribble = data.medians.map(
      (): Stroke => [
        [500, 400],
        [510, 400],
      ],
    )
    expect(gradeCharacter(scribble, data).matchedStrokeCount).toBe(0)
    expect(gradeCharacter([[[500, 400]]], data).correct).toBe(false)
  })

  it('places box points in the character space and back', () => {
    expect(fromBoxPoint(0, 0, 1024)).toEqual([0, 900])
    expect(fromBoxPoint(1024, 1024, 1024)).toEqual([1024, -124])
    const [x, y] = toBoxPoint(300, 200, 320, 10)
    const [cx, cy] = fromBoxPoint(x, y, 320, 10)
    expect(cx).toBeCloseTo(300)
    expect(cy).toBeCloseTo(200)
  })
})

describe('strokesSchema', () => {
  const point: [number, number] = [100, 200]
  const stroke = (count: number) => Array.from({ length: count }, () => point)

  it('takes a drawing within the bounds', () => {
    expect(strokesSchema.safeParse([stroke(2), stroke(MAX_POINTS_PER_STROKE)]).success).toBe(true)
  })

  it.each([
    ['no strokes', []],
    ['an empty stroke', [[]]],
    ['too many strokes', Array.from({ length: MAX_STROKES + 1 }, () => stroke(2))],
    ['too many points in a stroke', [stroke(MAX_POINTS_PER_STROKE + 1)]],
    [
      'too many points in all',
      Array.from({ length: MAX_STROKES }, () => stroke(MAX_POINTS / MAX_STROKES + 1)),
    ],
    ['a coordinate far outside the box', [[[100, 1e6]]]],
    ['a number that is not finite', [[[Number.NaN, 0]]]],
    ['infinity', [[[Number.POSITIVE_INFINITY, 0]]]],
    ['a point with three numbers', [[[1, 2, 3]]]],
    ['a point given as text', [[['1', '2']]]],
    ['an object instead of strokes', { strokes: [] }],
  ])('refuses %s with the handwriting message', (_name, value) => {
    const result = strokesSchema.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('handwriting.badStrokes')
  })
})
