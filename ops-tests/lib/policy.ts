import type { K8sObject } from './kustomize';

/**
 * Workload policy: what every Deployment, StatefulSet, DaemonSet, Job and CronJob of the shop must
 * declare. Jobs and CronJobs are exempt from probes (they run to completion).
 */
export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob'] as const;

export interface Violation {
  workload: string;
  container?: string;
  rule: string;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

export function isWorkload(o: K8sObject): boolean {
  return (WORKLOAD_KINDS as readonly string[]).includes(o.kind);
}

export function podSpecOf(o: K8sObject): Obj {
  const spec = obj(o.spec);
  if (o.kind === 'CronJob') return obj(obj(obj(obj(spec.jobTemplate).spec).template).spec);
  return obj(obj(spec.template).spec);
}

/** An image reference is pinned when it has a tag other than "latest", or a digest. */
export function imagePinned(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const lastSegment = image.split('/').pop() ?? '';
  const colon = lastSegment.lastIndexOf(':');
  if (colon < 0) return false;
  const tag = lastSegment.slice(colon + 1);
  return tag.length > 0 && tag !== 'latest';
}

const hasQuantity = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'number');

export function checkWorkload(o: K8sObject): Violation[] {
  const workload = `${o.kind}/${o.metadata?.name}`;
  const out: Violation[] = [];
  const add = (rule: string, container?: string) => out.push({ workload, container, rule });
  const pod = podSpecOf(o);
  const podSc = obj(pod.securityContext);
  const probesRequired = o.kind !== 'Job' && o.kind !== 'CronJob';

  if (pod.hostNetwork === true || pod.hostPID === true || pod.hostIPC === true) add('must not share host namespaces');
  if (podSc.runAsUser === 0) add('pod securityContext.runAsUser must not be 0');

  const containers = [
    ...((pod.initContainers as Obj[]) ?? []).map((c) => ({ c, init: true })),
    ...((pod.containers as Obj[]) ?? []).map((c) => ({ c, init: false })),
  ];
  if (!containers.some((x) => !x.init)) add('has no containers');

  for (const { c, init } of containers) {
    const name = String(c.name);
    const sc = obj(c.securityContext);
    const image = typeof c.image === 'string' ? c.image : '';
    if (!image) add('has no image', name);
    else if (!imagePinned(image)) add(`image "${image}" must carry a pinned tag (not "latest", not untagged)`, name);

    const res = obj(c.resources);
    const req = obj(res.requests);
    const lim = obj(res.limits);
    if (!hasQuantity(req.cpu) || !hasQuantity(req.memory)) add('resources.requests must set cpu and memory', name);
    if (!hasQuantity(lim.cpu) || !hasQuantity(lim.memory)) add('resources.limits must set cpu and memory', name);

    const runAsNonRoot = sc.runAsNonRoot ?? podSc.runAsNonRoot;
    const runAsUser = sc.runAsUser ?? podSc.runAsUser;
    if (runAsNonRoot !== true) add('securityContext.runAsNonRoot must be true', name);
    if (runAsUser === 0) add('securityContext.runAsUser must not be 0', name);
    if (sc.allowPrivilegeEscalation !== false) add('securityContext.allowPrivilegeEscalation must be false', name);
    if (sc.privileged === true) add('securityContext.privileged must not be true', name);
    if (sc.readOnlyRootFilesystem !== true) add('securityContext.readOnlyRootFilesystem must be true', name);
    const drop = (obj(sc.capabilities).drop as string[] | undefined) ?? [];
    if (!drop.includes('ALL')) add('securityContext.capabilities.drop must include ALL', name);
    const addCaps = (obj(sc.capabilities).add as string[] | undefined) ?? [];
    if (addCaps.length) add(`securityContext.capabilities.add must be empty (has ${addCaps.join(',')})`, name);

    if (probesRequired && !init) {
      for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
        if (!c[probe] || Object.keys(obj(c[probe])).length === 0) add(`${probe} is missing`, name);
      }
    }
  }
  return out;
}

export function checkAll(objects: K8sObject[]): Violation[] {
  return objects.filter(isWorkload).flatMap(checkWorkload);
}

export const describe = (v: Violation) => `${v.workload}${v.container ? ` [${v.container}]` : ''}: ${v.rule}`;
