import { describe, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { client, ended, open, push, review, state, T0 } from './exam-client.fixtures'
import { remainingSeconds } from './exam-client.machine'

describe('the countdown', () => {
  it('counts to the question end, then the review end, by the server’s clock', () => {
    const actor = client({ infoConfirmed: true })
    expect(remainingSeconds(actor.getSnapshot().context, T0)).toBeNull()
    push(actor, open(0))
    expect(remainingSeconds(actor.getSnapshot().context, T0)).toBe(60)
    expect(remainingSeconds(actor.getSnapshot().context, T0 + 59_001)).toBe(1)
    expect(remainingSeconds(actor.getSnapshot().context, T0 + 60_000)).toBe(0)
    expect(remainingSeconds(actor.getSnapshot().context, T0 + 99_000)).toBe(0)
    push(actor, review, T0 + 900_000)
    expect(remainingSeconds(actor.getSnapshot().context, T0 + 900_000)).toBe(120)
    push(actor, ended, T0 + 1_020_000)
    expect(remainingSeconds(actor.getSnapshot().context, T0 + 1_020_000)).toBeNull()
  })

  for (const skew of [5 * 60_000, -5 * 60_000]) {
    it(`shows the right time to a student whose clock is ${skew / 60_000} minutes off`, () => {
      const local = new SimulatedClock()
      local.set(T0 + skew)
      const actor = client({ infoConfirmed: true })
      actor.send({ type: 'server.progress', progress: open(0), serverNow: T0, receivedAt: local.now() })
      expect(actor.getSnapshot().context.clockOffsetMs).toBe(-skew)
      expect(remainingSeconds(actor.getSnapshot().context, local.now())).toBe(60)
      local.increment(59_999)
      actor.send({ type: 'clock.tick', localNow: local.now() })
      expect(state(actor)).toBe('answering')
      local.increment(1)
      actor.send({ type: 'clock.tick', localNow: local.now() })
      expect(state(actor)).toBe('submittedWaiting')
    })
  }

  it('takes the server to have answered a poll halfway through the round trip', () => {
    const actor = client()
    actor.send({
      type: 'server.progress',
      progress: open(0),
      serverNow: T0,
      sentAt: T0 - 400,
      receivedAt: T0,
    })
    expect(actor.getSnapshot().context.clockOffsetMs).toBe(200)
  })
})
