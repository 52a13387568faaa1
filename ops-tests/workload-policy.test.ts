/**
 * Policy: every workload (Deployment, StatefulSet, DaemonSet, Job, CronJob) of every overlay has
 * probes (Jobs exempt), resource requests and limits, a non-root and locked-down security context,
 * and pinned image tags. The policy itself is tested on broken copies, so it cannot pass vacuously.
 */
import path from 'node:path';
import { render, type K8sObject } from './lib/kustomize';
import { K8S } from './lib/paths';
import { checkAll, checkWorkload, describe as describeViolation, imagePinned, isWorkload } from './lib/policy';

type Obj = Record<string, any>;

describe.each(['base', 'overlays/dev', 'overlays/prod'])('k8s/%s', (dir) => {
  test('every workload passes the policy', () => {
    const objs = render(path.join(K8S, dir));
    expect(objs.filter(isWorkload).length).toBeGreaterThanOrEqual(10);
    expect(checkAll(objs).map(describeViolation)).toEqual([]);
  });
});

describe('the policy catches', () => {
  let deployment: K8sObject;
  let job: K8sObject;
  beforeAll(() => {
    const objs = render(path.join(K8S, 'overlays', 'prod'));
    deployment = objs.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway')!;
    job = objs.find((o) => o.kind === 'Job')!;
  });
  const broken = (o: K8sObject, mutate: (c: Obj, pod: Obj) => void): K8sObject => {
    const copy = structuredClone(o) as Obj;
    mutate(copy.spec.template.spec.containers[0], copy.spec.template.spec);
    return copy as K8sObject;
  };
  const rules = (o: K8sObject) => checkWorkload(o).map((v) => v.rule);

  test('a good Deployment and a Job without probes pass', () => {
    expect(rules(deployment)).toEqual([]);
    expect(rules(job)).toEqual([]);
  });

  test.each([
    ['readinessProbe', 'readinessProbe is missing'],
    ['livenessProbe', 'livenessProbe is missing'],
    ['startupProbe', 'startupProbe is missing'],
  ])('a missing %s', (probe, rule) => {
    expect(rules(broken(deployment, (c) => delete c[probe]))).toContain(rule);
  });

  test('missing resources', () => {
    expect(rules(broken(deployment, (c) => delete c.resources))).toEqual(
      expect.arrayContaining(['resources.requests must set cpu and memory', 'resources.limits must set cpu and memory']),
    );
    expect(rules(broken(deployment, (c) => delete c.resources.limits.memory))).toContain('resources.limits must set cpu and memory');
  });

  test('root or privileged containers', () => {
    expect(
      rules(
        broken(deployment, (c, pod) => {
          delete c.securityContext.runAsNonRoot;
          delete pod.securityContext.runAsNonRoot;
        }),
      ),
    ).toContain('securityContext.runAsNonRoot must be true');
    expect(rules(broken(deployment, (c) => (c.securityContext.runAsUser = 0)))).toContain('securityContext.runAsUser must not be 0');
    expect(rules(broken(deployment, (c) => (c.securityContext.allowPrivilegeEscalation = true)))).toContain(
      'securityContext.allowPrivilegeEscalation must be false',
    );
    expect(rules(broken(deployment, (c) => (c.securityContext.readOnlyRootFilesystem = false)))).toContain(
      'securityContext.readOnlyRootFilesystem must be true',
    );
    expect(rules(broken(deployment, (c) => (c.securityContext.capabilities = { drop: ['NET_RAW'] })))).toContain(
      'securityContext.capabilities.drop must include ALL',
    );
    expect(rules(broken(deployment, (c) => (c.securityContext.privileged = true)))).toContain(
      'securityContext.privileged must not be true',
    );
    expect(rules(broken(deployment, (_c, pod) => (pod.hostNetwork = true)))).toContain('must not share host namespaces');
  });

  test.each(['kukki/gateway:latest', 'kukki/gateway', 'registry.example:5000/kukki/gateway', 'nats:'])('the unpinned image %s', (image) => {
    expect(rules(broken(deployment, (c) => (c.image = image))).some((r) => r.includes('pinned tag'))).toBe(true);
  });

  test('pinned references are accepted', () => {
    expect(imagePinned('kukki/gateway:0.1.0')).toBe(true);
    expect(imagePinned('registry.example:5000/kukki/gateway:0.1.0')).toBe(true);
    expect(imagePinned(`kukki/gateway@sha256:${'a'.repeat(64)}`)).toBe(true);
  });

  test('Jobs still need resources and a locked-down security context', () => {
    expect(rules(broken(job, (c) => delete c.resources))).toContain('resources.requests must set cpu and memory');
    expect(rules(broken(job, (c) => (c.image = 'kukki/scripts:latest'))).some((r) => r.includes('pinned tag'))).toBe(true);
  });

  test('init containers are checked too', () => {
    const withInit = broken(deployment, (_c, pod) => (pod.initContainers = [{ name: 'wait', image: 'busybox' }]));
    const found = checkWorkload(withInit)
      .filter((v) => v.container === 'wait')
      .map((v) => v.rule);
    expect(found).toEqual(
      expect.arrayContaining(['resources.requests must set cpu and memory', 'securityContext.allowPrivilegeEscalation must be false']),
    );
    expect(found.some((r) => r.includes('pinned tag'))).toBe(true);
    expect(found.some((r) => r.includes('Probe'))).toBe(false);
  });
});
