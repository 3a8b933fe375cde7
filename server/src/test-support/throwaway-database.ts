import pg from 'pg'

/**
 * A new database on the PostgreSQL server at `adminUrl` (empty, or a copy of `template`): its address,
 * and `drop`, which removes it even while connections to it remain.
 */
export async function throwawayDatabase(adminUrl: string, name: string, template?: string) {
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query(statement)
    } finally {
      await admin.end()
    }
  }
  await run(`create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}
