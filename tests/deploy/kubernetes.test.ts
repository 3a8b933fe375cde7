import fs from 'node:fs'
import path from 'node:path'
import { Deployment } from 'kubernetes-models/apps/v1'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2'
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1'
import { ConfigMap, PersistentVolumeClaim, Service } from 'kubernetes-models/v1'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { ENV_VARS } from '../../server/src/config'

// deploy/kubernetes/: every manifest parsed and validated against the Kubernetes API schemas
// (kubernetes-models), then the production overlay rendered the way kustomize does for these
// manifests (resources, namespace, images, patches merged by kind and name) and checked for what an
// exam day needs. kubectl and kustomize are not needed.

const root = path.resolve(import.meta.dirname, '../..')
const kubeDir = path.join(root, 'deploy/kubernetes')
// biome-ignore lint/suspicious/noExplicitAny: manifests are free-form YAML until validated
type Obj = Record<string, any>

/** Each model validates an object of its kind against the API's JSON schema (throws when invalid). */
const models: Record<string, new (data: Obj) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'networking.k8s.io/v1/Ingress': Ingress,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
}

const yamlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? yamlFiles(path.join(dir, e.name))
        : /\.ya?ml$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    )

function readYaml(file: string): Obj[] {
  const docs = parseAllDocuments(fs.readFileSync(file, 'utf8'))
  for (const doc of docs) expect(doc.errors, `${path.relative(root, file)} parses`).toEqual([])
  return docs.map((doc) => doc.toJS() as Obj).filter(Boolean)
}

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A strategic merge as these patches need it: maps merge, lists and scalars are replaced. */
function merge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return structuredClone(patch)
  const out: Obj = { ...base }
  for (const [k, v] of Object.entries(patch)) out[k] = k in base ? merge(base[k], v) : structuredClone(v)
  return out
}

const key = (o: Obj) => `${o.kind}/${o.metadata?.name}`

/** Renders a kustomization folder: its resources (files or other kustomizations), then its own changes. */
function render(dir: string): Obj[] {
  const [k] = readYaml(path.join(dir, 'kustomization.yaml'))
  if (!k) throw new Error(`${dir}: empty kustomization.yaml`)
  let objects: Obj[] = (k.resources ?? []).flatMap((r: string) => {
    const target = path.join(dir, r)
    return fs.statSync(target).isDirectory() ? render(target) : readYaml(target)
  })
  for (const p of k.patches ?? []) {
    const [patch] = readYaml(path.join(dir, p.path))
    const name = p.target?.name ?? patch?.metadata?.name
    const kind = p.target?.kind ?? patch?.kind
    const matches = objects.filter((o) => o.kind === kind && o.metadata?.name === name)
    expect(matches.length, `${path.relative(root, dir)}: the patch ${p.path} targets ${kind}/${name}`).toBe(1)
    objects = objects.map((o) =>
      o.kind === kind && o.metadata?.name === name ? (merge(o, patch) as Obj) : o,
    )
  }
  for (const image of k.images ?? [])
    for (const o of objects)
      for (const c of containersOf(o)) {
        const [name] = splitImage(c.image)
        if (name === image.name) c.image = `${image.newName ?? name}:${image.newTag}`
      }
  for (const { pairs } of k.labels ?? [])
    for (const o of objects) o.metadata = { ...o.metadata, labels: { ...o.metadata?.labels, ...pairs } }
  if (k.namespace) for (const o of objects) o.metadata = { ...o.metadata, namespace: k.namespace }
  return objects
}

const containersOf = (o: Obj): Obj[] => [
  ...(o.spec?.template?.spec?.containers ?? []),
  ...(o.spec?.template?.spec?.initContainers ?? []),
]
/** [name, tag]: the tag is undefined when the image has none (a digest counts as a tag). */
function splitImage(image: string): [string, string | undefined] {
  if (image.includes('@')) return [image.split('@')[0] as string, image.split('@')[1]]
  const m = /^(.*?)(?::([^:/]+))?$/.exec(image) as RegExpExecArray
  return [m[1] as string, m[2]]
}

const allFiles = yamlFiles(kubeDir)
const base = render(path.join(kubeDir, 'base'))
const production = render(path.join(kubeDir, 'overlays/production'))
const one = (objects: Obj[], kind: string) => {
  const found = objects.filter((o) => o.kind === kind)
  expect(found.map(key), `one ${kind}`).toHaveLength(1)
  return found[0] as Obj
}

describe('the Kubernetes manifests (deploy/kubernetes)', () => {
  it('are all valid YAML, and every object is valid against the Kubernetes API schema of its kind', () => {
    expect(allFiles.length).toBeGreaterThan(5)
    for (const file of allFiles)
      for (const o of readYaml(file)) {
        if (o.kind === 'Kustomization') continue
        const where = path.relative(root, file)
        // Patches are partial objects: they are validated merged into what they patch (below).
        if (where.includes('overlays/')) continue
        const Model = models[`${o.apiVersion}/${o.kind}`]
        expect(Model, `${where}: a known kind (${o.apiVersion} ${o.kind})`).toBeDefined()
        expect(() => new (Model as NonNullable<typeof Model>)(o).validate(), where).not.toThrow()
      }
  })

  for (const [name, objects] of [
    ['base', base],
    ['the production overlay', production],
  ] as const) {
    describe(`rendered: ${name}`, () => {
      it('validates against the Kubernetes API schemas, each object once', () => {
        expect(new Set(objects.map(key)).size).toBe(objects.length)
        for (const o of objects) {
          const Model = models[`${o.apiVersion}/${o.kind}`]
          expect(Model, key(o)).toBeDefined()
          expect(() => new (Model as NonNullable<typeof Model>)(o).validate(), key(o)).not.toThrow()
        }
      })

      it('holds no Secret: the Secret spell-secrets is created outside the repository and referenced', () => {
        expect(objects.filter((o) => o.kind === 'Secret')).toEqual([])
        const container = containersOf(one(objects, 'Deployment'))[0] as Obj
        const refs = (container.envFrom ?? []).map((e: Obj) => e.secretRef?.name).filter(Boolean)
        expect(refs).toEqual(['spell-secrets'])
        // Secret values never sit in plain env or the ConfigMap.
        for (const env of container.env ?? []) expect(env.value, env.name).toBeUndefined()
        const data = one(objects, 'ConfigMap').data as Record<string, string>
        for (const k of Object.keys(data)) {
          expect(ENV_VARS as readonly string[], `${k} is a variable the server reads`).toContain(k)
          expect(k).not.toMatch(/DATABASE_URL|KEY|TOKEN|SECRET|PASSWORD|SMTP_URL/)
        }
      })

      it('runs tagged images, never latest', () => {
        for (const c of containersOf(one(objects, 'Deployment'))) {
          const [, tag] = splitImage(c.image)
          expect(tag, `${c.name}: ${c.image} has a tag`).toBeDefined()
          expect(tag).not.toBe('latest')
          expect(c.imagePullPolicy).not.toBe('Always')
        }
      })

      it('gives every container requests and limits of CPU and memory', () => {
        for (const c of containersOf(one(objects, 'Deployment')))
          for (const kind of ['requests', 'limits'])
            for (const resource of ['cpu', 'memory'])
              expect(c.resources?.[kind]?.[resource], `${c.name} ${kind}.${resource}`).toBeDefined()
      })

      it('probes startup, liveness and readiness on the endpoints the server answers', () => {
        const probes = fs.readFileSync(path.join(root, 'server/src/http/probes.ts'), 'utf8')
        const c = containersOf(one(objects, 'Deployment'))[0] as Obj
        const ports = Object.fromEntries(c.ports.map((p: Obj) => [p.name, p.containerPort]))
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
          const get = c[probe]?.httpGet
          expect(get, probe).toBeDefined()
          expect(probes).toContain(`'${get.path}'`)
          expect(ports[get.port] ?? get.port, `${probe} on the http port`).toBe(3000)
        }
        expect(c.readinessProbe.httpGet.path).toBe('/healthz/ready')
        expect(c.livenessProbe.httpGet.path).toBe('/healthz/live')
        // A restart is the last resort: liveness gives up later than readiness.
        const giveUp = (p: Obj) => (p.periodSeconds ?? 10) * (p.failureThreshold ?? 3)
        expect(giveUp(c.livenessProbe)).toBeGreaterThan(giveUp(c.readinessProbe))
      })

      it('gives the drain its time: the grace period covers DRAIN_SECONDS, readiness noticing it and the stop', () => {
        const deployment = one(objects, 'Deployment')
        const pod = deployment.spec.template.spec
        const data = one(objects, 'ConfigMap').data as Record<string, string>
        const drain = Number(data.DRAIN_SECONDS)
        expect(drain).toBeGreaterThan(0)
        const c = containersOf(deployment)[0] as Obj
        // The balancer must see readiness fail before the instance stops taking connections.
        const noticed = c.readinessProbe.periodSeconds * c.readinessProbe.failureThreshold
        expect(noticed).toBeLessThan(drain)
        // server/src/main.ts forces the exit 30 s after the drain: the grace period lets it finish.
        expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(drain + 30)
        const main = fs.readFileSync(path.join(root, 'server/src/main.ts'), 'utf8')
        expect(main).toContain('(config.drainSeconds + 30) * 1000')
      })

      it('sends the Service, PodDisruptionBudget and HorizontalPodAutoscaler to the Deployment', () => {
        const deployment = one(objects, 'Deployment')
        const podLabels = deployment.spec.template.metadata.labels
        const matches = (selector: Record<string, string>) =>
          Object.entries(selector).every(([k, v]) => podLabels[k] === v)
        expect(matches(deployment.spec.selector.matchLabels)).toBe(true)
        const service = one(objects, 'Service')
        expect(matches(service.spec.selector)).toBe(true)
        expect(service.spec.sessionAffinity ?? 'None').toBe('None')
        expect(matches(one(objects, 'PodDisruptionBudget').spec.selector.matchLabels)).toBe(true)
        const hpa = one(objects, 'HorizontalPodAutoscaler')
        expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name })
        expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas)
        // No instance (and its sockets) goes away in the middle of an exam after a quiet minute.
        expect(hpa.spec.behavior.scaleDown.stabilizationWindowSeconds).toBeGreaterThanOrEqual(900)
        const claims = deployment.spec.template.spec.volumes
          .map((v: Obj) => v.persistentVolumeClaim?.claimName)
          .filter(Boolean)
        expect(claims).toEqual([one(objects, 'PersistentVolumeClaim').metadata.name])
        expect(one(objects, 'PersistentVolumeClaim').spec.accessModes).toEqual(['ReadWriteMany'])
      })

      it('routes the site through ingress-nginx with WebSocket timeouts, 20 MB bodies and no stickiness', () => {
        const ingress = one(objects, 'Ingress')
        const a = ingress.metadata.annotations as Record<string, string>
        expect(ingress.spec.ingressClassName).toBe('nginx')
        expect(Number(a['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600)
        expect(Number(a['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(3600)
        expect(a['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('20m')
        for (const sticky of ['affinity', 'session-cookie-name', 'upstream-hash-by'])
          expect(a[`nginx.ingress.kubernetes.io/${sticky}`], sticky).toBeUndefined()
        const service = one(objects, 'Service')
        const servicePorts = service.spec.ports.map((p: Obj) => p.name)
        const backends = ingress.spec.rules.flatMap((r: Obj) =>
          r.http.paths.map((p: Obj) => p.backend.service),
        )
        for (const b of backends) {
          expect(b.name).toBe(service.metadata.name)
          expect(servicePorts).toContain(b.port.name)
          // The metrics port stays inside the cluster.
          expect(b.port.name).toBe('http')
        }
      })

      it('serves metrics on METRICS_PORT, a container port of its own', () => {
        const data = one(objects, 'ConfigMap').data as Record<string, string>
        const c = containersOf(one(objects, 'Deployment'))[0] as Obj
        const metrics = c.ports.find((p: Obj) => p.name === 'metrics')
        expect(metrics?.containerPort).toBe(Number(data.METRICS_PORT))
        expect(Number(data.METRICS_PORT)).not.toBe(Number(data.PORT))
      })
    })
  }

  it("sizes production from BENCHMARKS.md's capacity model: 15 instances of a core, up to 18", () => {
    const deployment = one(production, 'Deployment')
    const hpa = one(production, 'HorizontalPodAutoscaler')
    expect(deployment.spec.replicas).toBe(15)
    expect(hpa.spec.minReplicas).toBe(15)
    expect(hpa.spec.maxReplicas).toBe(18)
    const c = containersOf(deployment)[0] as Obj
    expect(c.resources.requests.cpu).toBe('1')
    expect(c.resources.requests.memory).toBe('1Gi')
    for (const o of production) expect(o.metadata.namespace, key(o)).toBe('spell')
    // The PDB lets a node drain take one instance at a time, never enough to overload the rest.
    expect(one(production, 'PodDisruptionBudget').spec.maxUnavailable).toBe(1)
  })
})
