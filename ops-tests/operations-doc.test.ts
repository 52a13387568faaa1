/**
 * docs/operations.md covers every task of the runbook, every alert rule has its section (the
 * runbook_url anchors resolve), and the files the document names exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './lib/paths';

type Obj = Record<string, any>;

const doc = fs.readFileSync(path.join(ROOT, 'docs', 'operations.md'), 'utf8');
const headings = [...doc.matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1].trim());
/** GitHub's anchor for a heading. */
const anchor = (h: string) =>
  h
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchors = new Set(headings.map(anchor));
const RULES_DIR = path.join(ROOT, 'k8s', 'components', 'monitoring');
const rule = parse(fs.readFileSync(path.join(RULES_DIR, 'prometheusrule.yaml'), 'utf8')) as Obj;
const alerts: Obj[] = rule.spec.groups.flatMap((g: Obj) => g.rules);

test.each([
  'Deploy',
  'Configure',
  'Scale',
  'Upgrade with zero downtime',
  'Back up and restore',
  'PostgreSQL',
  'NATS JetStream',
  'Rotate secrets',
  'Replay failed e-mails',
  'Alerts',
])('has a "%s" section', (title) => {
  expect(headings).toContain(title);
});

test('rotating secrets covers the JWT and every Mercado Pago credential', () => {
  const section = doc.split('## Rotate secrets')[1].split('\n## ')[0];
  for (const key of ['JWT_SECRET', 'MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET'])
    expect(section).toContain(key);
});

test('every internal link resolves to a heading', () => {
  const links = [...doc.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
  expect(links.filter((l) => !anchors.has(l))).toEqual([]);
});

test('the alert rules are well formed and included by the monitoring component', () => {
  const component = parse(fs.readFileSync(path.join(RULES_DIR, 'kustomization.yaml'), 'utf8')) as Obj;
  expect(component.kind).toBe('Component');
  expect(component.resources).toContain('prometheusrule.yaml');
  expect(rule.apiVersion).toBe('monitoring.coreos.com/v1');
  expect(rule.kind).toBe('PrometheusRule');
  expect(alerts.length).toBeGreaterThanOrEqual(10);
  const names = alerts.map((a) => a.alert);
  expect(new Set(names).size).toBe(names.length);
  for (const a of alerts) {
    expect({ alert: a.alert, ok: /^Kukki[A-Z]\w+$/.test(a.alert) && typeof a.expr === 'string' && a.expr.trim().length > 0 }).toEqual({
      alert: a.alert,
      ok: true,
    });
    expect(['critical', 'warning']).toContain(a.labels?.severity);
    expect(a.annotations?.summary).toBeTruthy();
    // balanced brackets and parentheses: a cheap guard against a broken PromQL edit
    for (const [open, close] of [
      ['(', ')'],
      ['{', '}'],
      ['[', ']'],
    ]) {
      expect(a.expr.split(open).length).toBe(a.expr.split(close).length);
    }
  }
});

test('every alert has a runbook section, and its runbook_url points at it', () => {
  for (const a of alerts) {
    expect(headings).toContain(a.alert);
    expect(a.annotations.runbook_url).toBe(`docs/operations.md#${anchor(a.alert)}`);
  }
});

test('the alerts cover the metrics the processes export', () => {
  const exprs = alerts.map((a) => a.expr).join('\n');
  for (const metric of [
    'kukki_http_request_duration_seconds',
    'kukki_rpc_request_duration_seconds',
    'kukki_outbox_unpublished_events',
    'kukki_domain_events_total',
  ]) {
    expect(exprs).toContain(metric);
  }
});

test('the files and folders the document names exist', () => {
  const named = [...doc.matchAll(/`((?:docker|k8s|ops-tests|docs)\/[^`\s]*|docker-compose\.yml|\.env\.example)`/g)].map((m) => m[1]);
  expect(named.length).toBeGreaterThan(5);
  expect(named.filter((p) => !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
});
