import { describe, expect, it } from 'vitest'
import { type ControlsInput, controlsFor, newerProgress } from './judge-controls'

const base: ControlsInput = { phase: 'lobby', index: -1, total: 16, canControl: true, pending: false }
const enabled = (input: Partial<ControlsInput>) => {
  const c = controlsFor({ ...base, ...input })
  return { start: c.start.enabled, next: c.next.enabled, end: c.end.enabled }
}
const visible = (input: Partial<ControlsInput>) => {
  const c = controlsFor({ ...base, ...input })
  return { start: c.start.visible, next: c.next.visible, end: c.end.visible }
}

describe('controlsFor', () => {
  it('offers start in the lobby, from index -1', () => {
    expect(enabled({})).toEqual({ start: true, next: false, end: false })
    expect(visible({})).toEqual({ start: true, next: false, end: false })
    expect(controlsFor(base).fromIndex).toBe(-1)
  })

  it('cannot start an exam without questions', () => {
    expect(enabled({ total: 0 }).start).toBe(false)
  })

  it('shows next while a question is open but enables it only once it has closed', () => {
    const open = controlsFor({ ...base, phase: 'open', index: 3 })
    expect(open.next).toEqual({ visible: true, enabled: false })
    expect(open.nextHint).toBe('waitForClose')
    const closed = controlsFor({ ...base, phase: 'closed', index: 3 })
    expect(closed.next).toEqual({ visible: true, enabled: true })
    expect(closed.nextHint).toBeNull()
    expect(closed.fromIndex).toBe(3)
    expect(enabled({ phase: 'closed', index: 3 })).toEqual({ start: false, next: true, end: false })
  })

  it('offers no next on the last question: the review follows by itself', () => {
    const last = controlsFor({ ...base, phase: 'open', index: 15 })
    expect(last.next.visible).toBe(false)
    expect(last.nextHint).toBe('lastQuestion')
    expect(enabled({ phase: 'closed', index: 15 }).next).toBe(false)
  })

  it('offers end during the review only', () => {
    expect(enabled({ phase: 'review', index: 15 })).toEqual({ start: false, next: false, end: true })
    expect(visible({ phase: 'review', index: 15 })).toEqual({ start: false, next: false, end: true })
    expect(controlsFor({ ...base, phase: 'review', index: 15 }).fromIndex).toBe(15)
  })

  it('offers the emergency end while a question is shown, to the controlling judge only', () => {
    expect(controlsFor({ ...base, phase: 'open', index: 3 }).emergencyEnd).toEqual({
      visible: true,
      enabled: true,
    })
    expect(controlsFor({ ...base, phase: 'closed', index: 3 }).emergencyEnd.enabled).toBe(true)
    expect(controlsFor({ ...base, phase: 'closed', index: 3, pending: true }).emergencyEnd.enabled).toBe(
      false,
    )
    expect(controlsFor({ ...base, phase: 'open', index: 3, canControl: false }).emergencyEnd.visible).toBe(
      false,
    )
    for (const phase of ['lobby', 'review', 'ended'] as const)
      expect(controlsFor({ ...base, phase, index: 3 }).emergencyEnd.visible).toBe(false)
  })

  it('offers nothing once the exam has ended', () => {
    expect(visible({ phase: 'ended', index: 15 })).toEqual({ start: false, next: false, end: false })
    expect(controlsFor({ ...base, phase: 'ended', index: 15 }).nextHint).toBeNull()
  })

  it('disables every press while one is in flight, so a double click sends one', () => {
    for (const phase of ['lobby', 'closed', 'review'] as const) {
      expect(enabled({ phase, index: phase === 'lobby' ? -1 : 2, pending: true })).toEqual({
        start: false,
        next: false,
        end: false,
      })
    }
  })

  it('lets a judge who does not control the exam only watch', () => {
    for (const phase of ['lobby', 'open', 'closed', 'review', 'ended'] as const) {
      expect(enabled({ phase, index: phase === 'lobby' ? -1 : 2, canControl: false })).toEqual({
        start: false,
        next: false,
        end: false,
      })
    }
    // The buttons stay in sight, disabled, so the watcher sees what the controller can do.
    expect(visible({ phase: 'closed', index: 2, canControl: false }).next).toBe(true)
  })
})

describe('newerProgress', () => {
  const at = (serverNow: number) => ({ quizId: 1, serverNow })

  it('keeps the report the server stamped last, whatever arrived last', () => {
    const press = at(2000)
    const slowPoll = at(1990)
    expect(newerProgress(press, slowPoll)).toBe(press)
    expect(newerProgress(slowPoll, press)).toBe(press)
  })

  it('takes whichever exists', () => {
    const one = at(1)
    expect(newerProgress(null, one)).toBe(one)
    expect(newerProgress(one, undefined)).toBe(one)
    expect(newerProgress(null, null)).toBeNull()
  })
})
