import { readConfig } from './config'
import { demoGuide } from './db/seed/demo'
import { startServer } from './server'

const config = readConfig()
const server = await startServer(config).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    console.error(`Port ${config.port} is already in use: stop the other server or set PORT.`)
  else console.error(error)
  process.exit(1)
})
console.log(`\n  Spelling competition site: http://localhost:${server.port}\n`)
if (config.seedDemo) console.log(`${demoGuide(`http://localhost:${server.port}`)}\n`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    const forced = setTimeout(() => process.exit(1), 10_000)
    forced.unref()
    await server.stop()
    process.exit(0)
  })
}
