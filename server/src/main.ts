import { readConfig } from './config'
import { startServer } from './server'

const config = readConfig()
const server = await startServer(config)
console.log(`\n  Spelling competition site: http://localhost:${server.port}\n`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    const forced = setTimeout(() => process.exit(1), 10_000)
    forced.unref()
    await server.stop()
    process.exit(0)
  })
}
