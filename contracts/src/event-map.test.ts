import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE_EVENTS, EVENTS, ORDER_HOLD_EVENTS, SESSION_EVENTS } from './domain-events';
import { PAYMENTS_EVENTS } from './payment-events';
import { DOMAIN_EVENT_SCHEMAS, isDomainEventType, parseDomainEvent, type DomainEventType } from './event-map';
import { SAMPLE_EVENT_PAYLOADS, SAMPLE_ORDER } from './testing';

const root = path.resolve(__dirname, '..', '..');

/** The event constants the services pass to `emitEvent`, read from their sources. */
function emittedEventConstants(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'testing'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/emitEvent\(\s*\w+,\s*[\w{}, ]+,\s*(\w+\.\w+)/g)) found.add(m[1]);
      }
    }
  };
  for (const service of fs.readdirSync(path.join(root, 'services'))) {
    const src = path.join(root, 'services', service, 'src');
    if (fs.existsSync(src)) walk(src);
  }
  return [...found];
}

const CONSTANTS: Record<string, Record<string, string>> = {
  EVENTS,
  CATALOGUE_EVENTS,
  ORDER_HOLD_EVENTS,
  SESSION_EVENTS,
  PAYMENTS_EVENTS,
};

describe('the domain event map', () => {
  it('has a schema for every event type a service emits', () => {
    const emitted = emittedEventConstants();
    expect(emitted.length).toBeGreaterThan(10);
    for (const name of emitted) {
      const [group, key] = name.split('.');
      const type = CONSTANTS[group]?.[key];
      expect({ name, type, mapped: type !== undefined && isDomainEventType(type) }).toEqual({ name, type, mapped: true });
    }
    for (const group of Object.values(CONSTANTS)) for (const type of Object.values(group)) expect(isDomainEventType(type)).toBe(true);
  });

  it.each(Object.keys(DOMAIN_EVENT_SCHEMAS) as DomainEventType[])('parses the sample payload of %s', (type) => {
    expect(parseDomainEvent(type, SAMPLE_EVENT_PAYLOADS[type])).toEqual(SAMPLE_EVENT_PAYLOADS[type]);
  });

  it('refuses a payload that lacks a field, carries an unknown one, or an unknown type', () => {
    const { email: _email, ...noEmail } = SAMPLE_EVENT_PAYLOADS[EVENTS.userSignedUp];
    expect(() => parseDomainEvent(EVENTS.userSignedUp, noEmail)).toThrow();
    expect(() => parseDomainEvent(SESSION_EVENTS.sessionRevoked, { userId: 'u1', token: 'secret' })).toThrow();
    expect(() => parseDomainEvent(EVENTS.orderPaid, { order: { ...SAMPLE_ORDER, status: 'perdida' }, orderUrl: 'x' })).toThrow();
    expect(() => parseDomainEvent('users.user.vanished' as DomainEventType, {})).toThrow(/unknown domain event/);
  });
});
