import { sql } from 'drizzle-orm'
import type { Db } from '../database'
import { regions } from '../schema'
import tree from './data/regions.json' with { type: 'json' }

interface RegionNode {
  id: string
  name: string
  areas?: RegionNode[]
}

export const regionTree = tree as RegionNode[]

/** Flattens the committed region tree (scripts/build-regions.mjs) into rows with parent codes. */
function flattenRegions(nodes: RegionNode[], parentCode: string | null = null, level = 1) {
  return nodes.flatMap((node): (typeof regions.$inferInsert)[] => [
    { code: node.id, name: node.name, parentCode, level },
    ...flattenRegions(node.areas ?? [], node.id, level + 1),
  ])
}

/** Loads the region tree once; later starts find it there. Returns the number of regions stored. */
export async function seedRegions(db: Db) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(regions)
  if (count > 0) return count
  const rows = flattenRegions(regionTree)
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(regions)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing()
  }
  return rows.length
}
