import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { root } from './compiled-server'

/** Debian's nginx (package nginx-light), which .ci/run installs. */
export const nginxBinary = '/usr/sbin/nginx'

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/**
 * deploy/nginx.conf as compose mounts it, its upstream listing one server per given port (with the
 * parameters the file gives app1 and app2), listening on `port` of the loopback address.
 */
function appConf(port: number, upstreams: number[]): string {
  const shipped = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  const servers = /( *)server app1:3000([^;]*);\n *server app2:3000\2;\n/
  const match = servers.exec(shipped)
  if (!match || !/listen 80;/.test(shipped))
    throw new Error(
      'deploy/nginx.conf no longer has "server app1:3000 …;", "server app2:3000 …;" and "listen 80;"',
    )
  const [, indent, parameters] = match
  return shipped
    .replace(servers, upstreams.map((p) => `${indent}server 127.0.0.1:${p}${parameters};\n`).join(''))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
}

export interface NginxProxy {
  url: string
  dir: string
  /** nginx's access log: `client upstream(s) "request" status` per line. */
  accessLog(): string
  /** `nginx -s reload`: new workers read the configuration again, with no memory of failed servers. */
  reload(): void
  stop(): Promise<void>
}

/**
 * Starts nginx in `dir` (its own pid, logs and temporary folders) with deploy/nginx.conf in front of
 * the instances on `upstreams`, and resolves once it answers /api/health through one of them.
 */
export async function startNginx(dir: string, upstreams: number[]): Promise<NginxProxy> {
  const port = await freePort()
  fs.writeFileSync(path.join(dir, 'app.conf'), appConf(port, upstreams))
  // The main context nginx's own nginx.conf would give; the response names its upstream for the checks.
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$remote_addr $upstream_addr "$request" $status';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  add_header X-Upstream $upstream_addr always;
  include ${dir}/app.conf;
}
`,
  )
  const nginx: ChildProcess = spawn(nginxBinary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: 'inherit',
  })
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    const status = await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) break
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx does not answer (${status})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    dir,
    accessLog: () => fs.readFileSync(path.join(dir, 'access.log'), 'utf8'),
    reload() {
      const result = spawnSync(nginxBinary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-s', 'reload'], {
        encoding: 'utf8',
      })
      if (result.status !== 0) throw new Error(`nginx -s reload failed: ${result.stderr}`)
    },
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT')
      await exited
    },
  }
}
