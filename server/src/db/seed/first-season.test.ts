import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../logger'
import { currentSeason, makeSeasonCurrent } from '../../modules/seasons/seasons.service'
import { type Database, openDatabase } from '../database'
import { products, raceSchedules, seasons } from '../schema'
import { seedDatabase } from './seed'
import { seasonOfDay } from './seeded-season'

describe('seasonOfDay', () => {
  it('runs a season from 1 November to 31 October, China time', () => {
    expect(seasonOfDay(new Date('2026-11-28T10:00:00+08:00'))).toBe('2026~2027')
    expect(seasonOfDay(new Date('2027-03-01T10:00:00+08:00'))).toBe('2026~2027')
    expect(seasonOfDay(new Date('2026-10-31T23:59:00+08:00'))).toBe('2025~2026')
    // 1 November 00:30 in China is still 31 October in UTC.
    expect(seasonOfDay(new Date('2026-11-01T00:30:00+08:00'))).toBe('2026~2027')
  })
})

describe('a first start', () => {
  const logger = createLogger('silent')
  let database: Database
  beforeAll(async () => {
    database = await openDatabase(
      { dataDir: 'memory://' },
      { logger, afterMigrate: (db) => seedDatabase(db, { demo: true, logger }) },
    )
  })
  afterAll(() => database.close())

  it('opens the season that holds its day, with a calendar still ahead and the catalogue on it', async () => {
    const db = database.db
    const season = await currentSeason(db)
    expect(season.name).toBe(seasonOfDay(new Date()))
    const calendar = await db.select().from(raceSchedules).where(eq(raceSchedules.season, season.id))
    expect(calendar.map((s) => s.raceSchedule).sort()).toEqual([1, 2, 4])
    const ends = calendar.map((s) => s.examinationEndTime?.getTime() ?? 0)
    expect(Math.max(...ends)).toBeGreaterThan(Date.now())
    const catalogue = await db.select({ season: products.season }).from(products)
    expect(catalogue.length).toBeGreaterThan(0)
    expect(new Set(catalogue.map((p) => p.season))).toEqual(new Set([season.id]))
  })

  it("leaves the committee's choice of season alone on the next start", async () => {
    const db = database.db
    await makeSeasonCurrent(db, 2)
    const before = await db.select().from(seasons).orderBy(seasons.id)
    await seedDatabase(db, { demo: false, logger })
    expect(await db.select().from(seasons).orderBy(seasons.id)).toEqual(before)
    expect((await currentSeason(db)).id).toBe(2)
  })
})

describe('FIRST_SEASON', () => {
  it('opens the named season instead, a known one keeping its number', async () => {
    const logger = createLogger('silent')
    const database = await openDatabase(
      { dataDir: 'memory://' },
      { logger, afterMigrate: (db) => seedDatabase(db, { demo: false, logger, firstSeason: '2024~2025' }) },
    )
    try {
      expect(await currentSeason(database.db)).toMatchObject({ id: 3, name: '2024~2025' })
    } finally {
      await database.close()
    }
  }, 90_000)
})
