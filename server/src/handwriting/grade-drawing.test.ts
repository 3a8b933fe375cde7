import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { characterData } from './character-data'
import { gradeDrawing } from './grade-drawing'

function capturedLogger() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: pino({ level: 'info' }, stream), lines }
}

describe('gradeDrawing', () => {
  it('grades a drawing as the shared rules do', async () => {
    const data = await characterData('木')
    const { logger, lines } = capturedLogger()
    expect(gradeDrawing(data.medians, { cword: '木', data }, logger).correct).toBe(true)
    expect(lines).toEqual([])
  })

  it('counts a drawing past the work limit as wrong and logs it without its points', async () => {
    const data = await characterData('木')
    const { logger, lines } = capturedLogger()
    const grade = gradeDrawing(data.medians, { cword: '木', data }, logger, { limit: 100 })
    expect(grade).toEqual({ correct: false, matchedStrokeCount: 0, strokeMistakes: [1, 1, 1, 1] })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 40,
      character: '木',
      strokes: 4,
      msg: expect.stringContaining('graded'),
    })
  })
})
