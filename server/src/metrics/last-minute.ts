/**
 * The answer saves of the last minute, for the system panel: how many were acknowledged and in what
 * time (middle and 99th percentile), and how many failed. Kept in one slot per second, so a reading
 * covers the last 60 seconds. A second busier than a slot's samples still counts every save; its
 * times are then a fair sample (a reservoir) of them, which keeps the memory bounded in a rush.
 */
const SLOTS = 60
const SAMPLES_PER_SLOT = 2000

interface Slot {
  second: number
  saves: number
  errors: number
  times: number[]
}

export interface LastMinuteSaves {
  saves: number
  errors: number
  p50Ms: number | null
  p99Ms: number | null
}

export function lastMinuteSaves(now: () => number = Date.now) {
  const slots: Slot[] = Array.from({ length: SLOTS }, () => ({ second: -1, saves: 0, errors: 0, times: [] }))
  const slotNow = () => {
    const second = Math.floor(now() / 1000)
    const slot = slots[second % SLOTS] as Slot
    if (slot.second !== second) {
      slot.second = second
      slot.saves = 0
      slot.errors = 0
      slot.times = []
    }
    return slot
  }
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number

  return {
    acknowledged(ms: number) {
      const slot = slotNow()
      slot.saves++
      if (slot.times.length < SAMPLES_PER_SLOT) slot.times.push(ms)
      else {
        const at = Math.floor(Math.random() * slot.saves)
        if (at < SAMPLES_PER_SLOT) slot.times[at] = ms
      }
    },
    failed() {
      slotNow().errors++
    },
    read(): LastMinuteSaves {
      const second = Math.floor(now() / 1000)
      let saves = 0
      let errors = 0
      const times: number[] = []
      for (const slot of slots) {
        if (slot.second <= second - SLOTS || slot.second > second) continue
        saves += slot.saves
        errors += slot.errors
        times.push(...slot.times)
      }
      times.sort((a, b) => a - b)
      const round = (ms: number) => Math.round(ms * 10) / 10
      return {
        saves,
        errors,
        p50Ms: times.length ? round(percentile(times, 0.5)) : null,
        p99Ms: times.length ? round(percentile(times, 0.99)) : null,
      }
    },
  }
}
