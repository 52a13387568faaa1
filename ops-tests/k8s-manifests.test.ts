/**
 * Kubernetes manifests: every overlay renders with kustomize, validates offline against the Kubernetes
 * API schemas (kubernetes-models: JSON schema + strict unknown-field check), and is internally
 * consistent (selectors, Services, probes' ports, ConfigMaps, Secrets, volumes, Ingress backends).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { findRenderer, id, parseObjects, render, RENDERER_MISSING, type K8sObject } from './lib/kustomize';
import { K8S, SERVICES, type Overlay } from './lib/paths';
import { podSpecOf } from './lib/policy';
import { strictTypeCheck, validateObject } from './lib/schemas';

type Obj = Record<string, any>;

const BASE = path.join(K8S, 'base');
const overlayDir = (o: Overlay) => path.join(K8S, 'overlays', o);
const NAMESPACE: Record<Overlay, string> = { dev: 'kukki-dev', prod: 'kukki' };
const DEPLOYMENTS = [...SERVICES, 'gateway', 'frontends'];
const TEMPLATE = path.join(BASE, 'secret.template.yaml');

const byKind = (objs: K8sObject[], kind: string) => objs.filter((o) => o.kind === kind) as Obj[];
const find = (objs: K8sObject[], kind: string, name: string) =>
  objs.find((o) => o.kind === kind && o.metadata.name === name) as Obj | undefined;
const containersOf = (o: K8sObject): Obj[] => {
  const pod = podSpecOf(o) as Obj;
  return [...(pod.initContainers ?? []), ...(pod.containers ?? [])];
};
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);
const templateLabels = (o: Obj): Record<string, string> => o.spec?.template?.metadata?.labels ?? {};
const podWorkloads = (objs: K8sObject[]) => objs.filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind)) as Obj[];
const templateSecretKeys = (): string[] => Object.keys((parse(fs.readFileSync(TEMPLATE, 'utf8')) as Obj).stringData ?? {});

beforeAll(() => {
  if (!findRenderer()) throw new Error(RENDERER_MISSING);
});

describe.each([
  ['base', BASE],
  ['dev', overlayDir('dev')],
  ['prod', overlayDir('prod')],
] as const)('kustomize %s', (name, dir) => {
  let objs: K8sObject[];
  beforeAll(() => {
    objs = render(dir);
  });

  test('renders with kustomize', () => {
    expect(objs.length).toBeGreaterThan(20);
    const ids = objs.map(id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  test('every object validates against the Kubernetes API schema', () => {
    const errors = objs.flatMap((o) => validateObject(o).map((e) => `${id(o)}: ${e}`));
    expect(errors).toEqual([]);
  });

  test('no unknown or misspelt fields (strict schema check)', () => {
    expect(strictTypeCheck(objs, name)).toEqual([]);
  });

  test('workload selectors match their pod templates; Services and PDBs select a workload', () => {
    const problems: string[] = [];
    const workloads = podWorkloads(objs).filter((o) => o.kind !== 'Job');
    for (const w of workloads) {
      if (!matches(w.spec.selector.matchLabels, templateLabels(w)))
        problems.push(`${id(w as K8sObject)} selector does not match its template`);
    }
    for (const s of byKind(objs, 'Service')) {
      if (!workloads.some((w) => matches(s.spec.selector, templateLabels(w))))
        problems.push(`Service/${s.metadata.name} selects no workload`);
    }
    for (const p of byKind(objs, 'PodDisruptionBudget')) {
      if (!workloads.some((w) => matches(p.spec.selector.matchLabels, templateLabels(w))))
        problems.push(`PDB/${p.metadata.name} selects no workload`);
    }
    expect(problems).toEqual([]);
  });

  test('Service target ports and probe ports name a container port', () => {
    const problems: string[] = [];
    const workloads = podWorkloads(objs);
    for (const s of byKind(objs, 'Service')) {
      const targets = workloads.filter((w) => matches(s.spec.selector, templateLabels(w)));
      for (const port of s.spec.ports) {
        const ok = targets.every((w) =>
          containersOf(w as K8sObject).some((c) =>
            (c.ports ?? []).some((p: Obj) => p.name === port.targetPort || p.containerPort === port.targetPort),
          ),
        );
        if (!ok) problems.push(`Service/${s.metadata.name} port ${port.name} → ${port.targetPort} is not a container port`);
      }
    }
    for (const w of workloads) {
      for (const c of containersOf(w as K8sObject)) {
        for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
          const port = c[probe]?.httpGet?.port ?? c[probe]?.tcpSocket?.port;
          if (port === undefined) continue;
          if (!(c.ports ?? []).some((p: Obj) => p.name === port || p.containerPort === port))
            problems.push(`${id(w as K8sObject)} ${c.name} ${probe} port ${port} is not declared`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('HPAs target existing Deployments; volumes reference existing claims and ConfigMaps', () => {
    const problems: string[] = [];
    for (const h of byKind(objs, 'HorizontalPodAutoscaler')) {
      if (!find(objs, h.spec.scaleTargetRef.kind, h.spec.scaleTargetRef.name)) problems.push(`HPA/${h.metadata.name} targets nothing`);
      if (h.spec.minReplicas > h.spec.maxReplicas) problems.push(`HPA/${h.metadata.name} min > max`);
    }
    for (const w of podWorkloads(objs)) {
      const pod = podSpecOf(w as K8sObject) as Obj;
      const templates = (w.spec.volumeClaimTemplates ?? []).map((t: Obj) => t.metadata.name);
      const volumes = (pod.volumes ?? []) as Obj[];
      for (const v of volumes) {
        if (v.persistentVolumeClaim && !find(objs, 'PersistentVolumeClaim', v.persistentVolumeClaim.claimName))
          problems.push(`${id(w as K8sObject)} volume ${v.name}: no PVC ${v.persistentVolumeClaim.claimName}`);
        if (v.configMap && !find(objs, 'ConfigMap', v.configMap.name))
          problems.push(`${id(w as K8sObject)} volume ${v.name}: no ConfigMap ${v.configMap.name}`);
      }
      const names = new Set([...volumes.map((v) => v.name), ...templates]);
      for (const c of containersOf(w as K8sObject)) {
        for (const m of c.volumeMounts ?? [])
          if (!names.has(m.name)) problems.push(`${id(w as K8sObject)} ${c.name} mounts unknown volume ${m.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  if (name !== 'base') {
    const overlay = name as Overlay;

    test('every namespaced object is in the overlay namespace', () => {
      const wrong = objs.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== NAMESPACE[overlay]).map(id);
      expect(wrong).toEqual([]);
      expect(find(objs, 'Namespace', NAMESPACE[overlay])).toBeDefined();
    });

    test('ConfigMap and Secret references resolve (prod: the Secret comes from secret.template.yaml)', () => {
      const problems: string[] = [];
      const secrets = new Map(byKind(objs, 'Secret').map((s) => [s.metadata.name, Object.keys({ ...s.data, ...s.stringData })]));
      const templateKeys = templateSecretKeys();
      const secretKeys = (n: string): string[] | undefined =>
        secrets.get(n) ?? (overlay === 'prod' && n === 'kukki-secrets' ? templateKeys : undefined);
      for (const w of podWorkloads(objs)) {
        for (const c of containersOf(w as K8sObject)) {
          for (const from of c.envFrom ?? []) {
            if (from.configMapRef && !find(objs, 'ConfigMap', from.configMapRef.name))
              problems.push(`${id(w as K8sObject)}: no ConfigMap ${from.configMapRef.name}`);
            if (from.secretRef && !secretKeys(from.secretRef.name))
              problems.push(`${id(w as K8sObject)}: no Secret ${from.secretRef.name}`);
          }
          for (const e of c.env ?? []) {
            const ref = e.valueFrom?.secretKeyRef;
            if (ref && !(secretKeys(ref.name) ?? []).includes(ref.key))
              problems.push(`${id(w as K8sObject)}: Secret ${ref.name} has no key ${ref.key}`);
            const cm = e.valueFrom?.configMapKeyRef;
            if (cm && !find(objs, 'ConfigMap', cm.name)) problems.push(`${id(w as K8sObject)}: no ConfigMap ${cm.name}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    test('Ingress: /api and /media → gateway, / and the remotes → frontends, on existing Service ports', () => {
      const ingress = find(objs, 'Ingress', 'kukki')!;
      const paths: Obj[] = ingress.spec.rules[0].http.paths;
      const backend = (p: string) => paths.find((x) => x.path === p)?.backend.service;
      expect(backend('/api')?.name).toBe('gateway');
      expect(backend('/media')?.name).toBe('gateway');
      expect(backend('/')?.name).toBe('frontends');
      expect(backend('/remotes/storefront')?.name).toBe('frontends');
      expect(backend('/remotes/admin')?.name).toBe('frontends');
      for (const ing of byKind(objs, 'Ingress')) {
        for (const rule of ing.spec.rules) {
          for (const p of rule.http.paths) {
            const svc = find(objs, 'Service', p.backend.service.name);
            expect(svc).toBeDefined();
            expect(svc!.spec.ports.map((x: Obj) => x.name)).toContain(p.backend.service.port.name);
          }
        }
      }
    });

    test('every kukki image of the release carries the same pinned tag', () => {
      const tags = new Set(
        podWorkloads(objs)
          .flatMap((w) => containersOf(w as K8sObject).map((c) => c.image as string))
          .filter((image) => image.startsWith('kukki/'))
          .map((image) => image.split(':')[1]),
      );
      expect([...tags]).toHaveLength(1);
      expect([...tags][0]).toMatch(/^\d+\.\d+\.\d+/);
    });

    test('network policies: default deny; only the gateway and the static frontends accept the Ingress controller', () => {
      const policies = byKind(objs, 'NetworkPolicy');
      const deny = policies.find((p) => p.metadata.name === 'default-deny')!;
      expect(deny.spec.podSelector).toEqual({});
      expect(deny.spec.policyTypes).toEqual(['Ingress', 'Egress']);
      const fromIngressController = policies.filter((p) =>
        (p.spec.ingress ?? []).some((rule: Obj) =>
          (rule.from ?? []).some((peer: Obj) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'ingress-nginx'),
        ),
      );
      const exposed = new Set(
        fromIngressController.map(
          (p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] ?? p.spec.podSelector.matchLabels?.['kukki.shop/tier'],
        ),
      );
      const allowed = overlay === 'dev' ? ['gateway', 'frontends', 'dev-tools'] : ['gateway', 'frontends'];
      expect([...exposed].sort()).toEqual(allowed.sort());
    });

    test('network policies: backend pods reach only NATS, Redis, PostgreSQL, DNS and the declared external ports', () => {
      const backendLabels = { 'kukki.shop/tier': 'backend' };
      const allowedPods = new Set(['nats', 'redis', 'postgres', 'mp-emulator', 'mailpit', 'gateway']);
      const allowedExternalPorts = new Set([443, 25, 465, 587, 5432]);
      const problems: string[] = [];
      for (const p of byKind(objs, 'NetworkPolicy')) {
        const sel = p.spec.podSelector;
        const appliesToBackend =
          Object.keys(sel).length === 0 ||
          matches(sel.matchLabels ?? {}, backendLabels) ||
          (sel.matchLabels?.['app.kubernetes.io/name'] && DEPLOYMENTS.includes(sel.matchLabels['app.kubernetes.io/name'])) ||
          (sel.matchExpressions ?? []).length > 0;
        if (!appliesToBackend || !(p.spec.policyTypes ?? []).includes('Egress')) continue;
        for (const rule of p.spec.egress ?? []) {
          for (const peer of rule.to ?? []) {
            if (peer.namespaceSelector) {
              const ns = peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'];
              const dnsOnly = ns === 'kube-system' && (rule.ports ?? []).every((x: Obj) => x.port === 53);
              if (!dnsOnly) problems.push(`${p.metadata.name}: egress to namespace ${ns} beyond DNS`);
            } else if (peer.podSelector) {
              const target = peer.podSelector.matchLabels?.['app.kubernetes.io/name'];
              if (!allowedPods.has(target)) problems.push(`${p.metadata.name}: egress to pods ${JSON.stringify(peer.podSelector)}`);
            } else if (peer.ipBlock) {
              const ports = (rule.ports ?? []).map((x: Obj) => x.port);
              if (!ports.length || ports.some((x: number) => !allowedExternalPorts.has(x)))
                problems.push(`${p.metadata.name}: external egress on ports ${ports.join(',') || 'all'}`);
            }
          }
          if (!rule.to) problems.push(`${p.metadata.name}: egress rule without destination (allows everything)`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('base composition', () => {
  let objs: K8sObject[];
  beforeAll(() => {
    objs = render(BASE);
  });

  test.each(DEPLOYMENTS)('%s has a Deployment, a Service and a PodDisruptionBudget', (name) => {
    expect(find(objs, 'Deployment', name)).toBeDefined();
    expect(find(objs, 'Service', name)).toBeDefined();
    expect(find(objs, 'PodDisruptionBudget', name)).toBeDefined();
  });

  test('HPAs for the gateway, catalogue and orders', () => {
    expect(
      byKind(objs, 'HorizontalPodAutoscaler')
        .map((h) => h.spec.scaleTargetRef.name)
        .sort(),
    ).toEqual(['catalogue', 'gateway', 'orders']);
  });

  test('NATS (JetStream, persistent) and Redis run as StatefulSets with volume claims', () => {
    for (const name of ['nats', 'redis']) {
      const sts = find(objs, 'StatefulSet', name)!;
      expect(sts).toBeDefined();
      expect(sts.spec.volumeClaimTemplates).toHaveLength(1);
    }
    const natsConf = find(
      objs,
      'ConfigMap',
      byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('nats-config'))!.metadata.name,
    )!;
    expect(natsConf.data['nats.conf']).toMatch(/jetstream\s*\{[^}]*store_dir:\s*\/data/);
  });

  test('the migrations Job runs node scripts/dist/migrate.js from a pinned image', () => {
    const job = find(objs, 'Job', 'migrate')!;
    const c = job.spec.template.spec.containers[0];
    expect(c.command).toEqual(['node', 'scripts/dist/migrate.js']);
    expect(c.image).toMatch(/^kukki\/scripts:\d+\.\d+\.\d+$/);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });

  test('services expose only their ops port; the configuration sets the ops port and JSON logs', () => {
    for (const s of SERVICES) {
      const svc = find(objs, 'Service', s)!;
      expect(svc.spec.ports.map((p: Obj) => p.port)).toEqual([9464]);
    }
    const config = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('kukki-config'))!;
    expect(config.data).toMatchObject({
      HEALTH_PORT: '9464',
      LOG_FORMAT: 'json',
      NATS_URL: 'nats://nats:4222',
      REDIS_URL: 'redis://redis:6379',
    });
    const remotes = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('kukki-remotes'))!;
    expect(JSON.parse(remotes.data['remotes.json'])).toEqual({
      storefront: '/remotes/storefront/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    });
  });

  test.each(['catalogue', 'subscriptions', 'gateway'])('%s writes or serves images on the shared media claim at UPLOADS_DIR', (name) => {
    const pod = find(objs, 'Deployment', name)!.spec.template.spec;
    const container = pod.containers[0];
    const claim = pod.volumes.find((v: Obj) => v.persistentVolumeClaim?.claimName === 'media');
    expect(claim).toBeDefined();
    const mount = container.volumeMounts.find((m: Obj) => m.name === claim.name);
    expect(mount?.mountPath).toBe('/data/media');
    expect(container.env.find((e: Obj) => e.name === 'UPLOADS_DIR')?.value).toBe('/data/media');
  });

  test('no Secret is rendered from the base (credentials never live in the repository)', () => {
    expect(byKind(objs, 'Secret')).toEqual([]);
  });
});

describe('overlays', () => {
  test('prod: ≥ 2 replicas of the gateway, frontends and every service; HPAs start at 2; JetStream cluster of 3', () => {
    const objs = render(overlayDir('prod'));
    const few = DEPLOYMENTS.filter((name) => !(find(objs, 'Deployment', name)!.spec.replicas >= 2));
    expect(few).toEqual([]);
    for (const h of byKind(objs, 'HorizontalPodAutoscaler')) expect(h.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(find(objs, 'StatefulSet', 'nats')!.spec.replicas).toBe(3);
    const natsConf = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('nats-config'))!.data['nats.conf'];
    expect(natsConf).toMatch(/cluster\s*\{/);
    for (const i of [0, 1, 2]) expect(natsConf).toContain(`nats://nats-${i}.nats-headless:6222`);
  });

  test('prod: managed PostgreSQL and SMTP through the Secret — no database, emulator or mail catcher, no Secret object', () => {
    const objs = render(overlayDir('prod'));
    for (const name of ['postgres', 'mp-emulator', 'mailpit']) {
      expect(objs.filter((o) => o.metadata.name === name)).toEqual([]);
    }
    expect(byKind(objs, 'Secret')).toEqual([]);
    expect(templateSecretKeys()).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET']),
    );
    const config = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('kukki-config'))!;
    expect(config.data.NODE_ENV).toBe('production');
    expect(config.data.MERCADOPAGO_API_URL).toBe('https://api.mercadopago.com');
    const ingress = find(objs, 'Ingress', 'kukki')!;
    expect(ingress.spec.tls?.[0]?.hosts).toContain(ingress.spec.rules[0].host);
  });

  test('dev: in-cluster PostgreSQL StatefulSet, Mercado Pago emulator and mail catcher, wired through the config', () => {
    const objs = render(overlayDir('dev'));
    expect(find(objs, 'StatefulSet', 'postgres')).toBeDefined();
    expect(find(objs, 'Deployment', 'mp-emulator')).toBeDefined();
    expect(find(objs, 'Deployment', 'mailpit')).toBeDefined();
    const config = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('kukki-config'))!;
    expect(config.data.MERCADOPAGO_API_URL).toBe('http://mp-emulator:8081');
    const secret = byKind(objs, 'Secret').find((s) => s.metadata.name.startsWith('kukki-secrets'))!;
    const smtp = Buffer.from(secret.data.SMTP_URL, 'base64').toString();
    expect(smtp).toBe('smtp://mailpit:1025');
    expect(Buffer.from(secret.data.DATABASE_URL, 'base64').toString()).toContain('@postgres:5432/');
    const emulator = find(objs, 'Deployment', 'mp-emulator')!;
    const env = emulator.spec.template.spec.containers[0].env as Obj[];
    expect(env.find((e) => e.name === 'NODE_ENV')?.value).not.toBe('production');
  });
});

describe('secret template', () => {
  const [secret] = parseObjects(fs.readFileSync(TEMPLATE, 'utf8'), TEMPLATE) as Obj[];

  test('is a valid Secret whose every value is a placeholder', () => {
    expect(validateObject(secret as K8sObject)).toEqual([]);
    for (const [key, value] of Object.entries(secret.stringData as Record<string, string>)) {
      expect({ key, placeholder: /CHANGE_ME/.test(value) }).toEqual({ key, placeholder: true });
    }
  });

  test('is not part of any kustomization (it is applied by hand, filled in, from outside the repo)', () => {
    for (const d of [BASE, overlayDir('dev'), overlayDir('prod')]) {
      const k = parse(fs.readFileSync(path.join(d, 'kustomization.yaml'), 'utf8')) as Obj;
      const listed = [...(k.resources ?? []), ...(k.components ?? []), ...(k.patches ?? []).map((p: Obj) => p.path ?? '')];
      expect(listed.filter((r: string) => r.includes('secret.template'))).toEqual([]);
    }
  });

  test('holds every key that the workloads read from kukki-secrets in the dev overlay', () => {
    const objs = render(overlayDir('dev'));
    const devSecret = byKind(objs, 'Secret').find((s) => s.metadata.name.startsWith('kukki-secrets'))!;
    const devOnly = ['POSTGRES_PASSWORD'];
    const missing = Object.keys(devSecret.data).filter((k) => !devOnly.includes(k) && !templateSecretKeys().includes(k));
    expect(missing).toEqual([]);
  });
});
