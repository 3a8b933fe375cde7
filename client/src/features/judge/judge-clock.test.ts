import { describe, expect, it } from 'vitest'
import {
  betterSample,
  clockSample,
  formatMmSs,
  remainingMs,
  remainingSeconds,
  SAMPLE_TRUST_MS,
} from './judge-clock'

const FIVE_MINUTES = 5 * 60_000

describe('clockSample', () => {
  it('takes the server stamp as made halfway through the round trip', () => {
    // Sent at 1000, answered at 1200 (local); the server stamped 10_100 → offset 9000.
    expect(clockSample(10_100, 1200, 1000)).toEqual({ offset: 9000, roundTrip: 200, takenAt: 1200 })
  })

  it('takes a push as stamped at receipt, with an unknown round trip', () => {
    expect(clockSample(5000, 4000)).toEqual({ offset: 1000, roundTrip: Infinity, takenAt: 4000 })
  })
})

describe('betterSample', () => {
  const poll = (offset: number, roundTrip: number, takenAt: number) => ({ offset, roundTrip, takenAt })

  it('keeps the sample with the shorter round trip', () => {
    const quick = poll(100, 20, 1000)
    expect(betterSample(quick, poll(400, 300, 2000))).toBe(quick)
    const quicker = poll(90, 10, 3000)
    expect(betterSample(quick, quicker)).toBe(quicker)
  })

  it('prefers any measured round trip over a push, and a push over nothing', () => {
    const push = clockSample(5000, 4000)
    expect(betterSample(null, push)).toBe(push)
    const slow = poll(990, 900, 4100)
    expect(betterSample(push, slow)).toBe(slow)
    expect(betterSample(slow, clockSample(6000, 4200))).toBe(slow)
  })

  it('lets a newer sample replace one that is too old to trust', () => {
    const old = poll(100, 5, 0)
    const fresh = poll(120, 80, SAMPLE_TRUST_MS + 1)
    expect(betterSample(old, fresh)).toBe(fresh)
  })
})

describe('countdown with the clock offset', () => {
  it('shows the server time left to a laptop whose clock is five minutes slow', () => {
    const serverNow = 1_700_000_000_000
    const localNow = serverNow - FIVE_MINUTES
    const { offset } = clockSample(serverNow, localNow + 40, localNow - 40)
    const endTime = serverNow + 60_000
    expect(remainingSeconds(endTime, localNow, offset)).toBe(60)
    expect(remainingSeconds(endTime, localNow + 59_500, offset)).toBe(1)
    expect(remainingSeconds(endTime, localNow + 60_000, offset)).toBe(0)
  })

  it('and to one whose clock is five minutes fast', () => {
    const serverNow = 1_700_000_000_000
    const localNow = serverNow + FIVE_MINUTES
    const { offset } = clockSample(serverNow, localNow)
    expect(remainingSeconds(serverNow + 120_000, localNow + 30_000, offset)).toBe(90)
  })

  it('rounds up, never goes below zero, and has nothing without a deadline', () => {
    expect(remainingSeconds(10_001, 0, 0)).toBe(11)
    expect(remainingMs(1000, 5000, 0)).toBe(0)
    expect(remainingSeconds(null, 0, 0)).toBeNull()
    expect(remainingMs(undefined, 0, 0)).toBeNull()
  })
})

describe('formatMmSs', () => {
  it('formats minutes and seconds', () => {
    expect(formatMmSs(0)).toBe('00:00')
    expect(formatMmSs(59)).toBe('00:59')
    expect(formatMmSs(60)).toBe('01:00')
    expect(formatMmSs(120)).toBe('02:00')
    expect(formatMmSs(-3)).toBe('00:00')
  })
})
