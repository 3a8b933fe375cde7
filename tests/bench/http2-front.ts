import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const NGINX = '/usr/sbin/nginx'
const ROOT = path.resolve(import.meta.dirname, '../..')

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/**
 * deploy/nginx.conf in front of one app at `appUrl`, ending TLS and speaking HTTP/2 to the browser as
 * the site's TLS terminator does (decision "wire bytes"): a self-signed certificate made for the run
 * (the browser is told to ignore it), the upstream servers pointed at the app. Returns its https
 * address and a stop.
 */
export async function startHttp2Front(appUrl: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-h2-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'site.key'),
      '-out',
      path.join(dir, 'site.crt'),
    ],
    { stdio: 'ignore' },
  )
  const port = await freePort()
  const app = new URL(appUrl).host
  const conf = fs
    .readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/server app1:3000[^;]*;/, `server ${app};`)
    .replace(/\n\s*server app2:3000[^;]*;/, '')
    .replace(
      /listen 80;/,
      `listen 127.0.0.1:${port} ssl http2;\n  ssl_certificate ${dir}/site.crt;\n  ssl_certificate_key ${dir}/site.key;`,
    )
  if (!conf.includes(`server ${app};`) || !conf.includes('ssl http2;'))
    throw new Error('deploy/nginx.conf no longer has "server app1:3000" and "listen 80;"')
  fs.writeFileSync(path.join(dir, 'app.conf'), conf)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${dir}/${name};`)
    .join('\n')
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n${temp}\n  include ${dir}/app.conf;\n}\n`,
  )
  const nginx: ChildProcess = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: 'inherit',
  })
  const url = `https://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (up) break
    if (tries > 100 || nginx.exitCode !== null) throw new Error('nginx does not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    async stop() {
      nginx.kill('SIGQUIT')
      await new Promise((resolve) => nginx.once('exit', resolve))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
