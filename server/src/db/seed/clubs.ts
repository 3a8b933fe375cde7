import { count } from 'drizzle-orm'
import type { Db } from '../database'
import { clubs } from '../schema'

/**
 * The three club groups a team signs up under (club level 1 primary, 2 junior high, 3 senior high),
 * open to every school. Added once, on an empty table; the committee manages them after that.
 */
export async function seedClubs(db: Db) {
  const [existing] = await db.select({ n: count() }).from(clubs)
  if ((existing?.n ?? 0) > 0) return
  await db.insert(clubs).values([
    { clubName: '小学组 Primary', clubLevel: 1 },
    { clubName: '初中组 Junior high', clubLevel: 2 },
    { clubName: '高中组 Senior high', clubLevel: 3 },
  ])
}
