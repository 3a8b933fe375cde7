import { type Config, ConfigError, readConfig } from './config'

function configOrExit(): Config {
  try {
    return readConfig()
  } catch (error) {
    // An unsafe or incomplete configuration stops here, before anything listens or touches data.
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const config = configOrExit()
// Loaded only once the configuration is known to be usable: nothing opens, connects or listens before.
const { startServer } = await import('./server')
const { demoGuide } = await import('./db/seed/demo')
const server = await startServer(config).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    console.error(`Port ${config.port} is already in use: stop the other server or set PORT.`)
  else console.error(error)
  process.exit(1)
})
// The address people open: PUBLIC_URL when it is set, else this machine on the port it listens on.
const site = process.env.PUBLIC_URL ? config.publicUrl.replace(/\/$/, '') : `http://localhost:${server.port}`
console.log(`\n  Spelling competition site: ${site} (listening on port ${server.port})\n`)
if (config.seedDemo) console.log(`${demoGuide(site)}\n`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    // The drain, then 30 s for the stop itself (terminationGracePeriodSeconds covers both).
    const forced = setTimeout(() => process.exit(1), (config.drainSeconds + 30) * 1000)
    forced.unref()
    await server.stop()
    process.exit(0)
  })
}
