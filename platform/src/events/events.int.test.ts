import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import type { DomainEventType, EventEnvelope } from '@kukki/contracts';
import { COMPOSITIONS, eventually, queryRows, startComposition, type TestComposition } from '../testing';
import { eventTables, emitEvent, type EventTables } from '../db/outbox';
import type { Database, Executor } from '../db/database';
import { consumeEvents, startOutboxRelay, type EventHandlers } from './wiring';
import { DistributedRuntime } from '../runtime';
import { JetStreamEventBus } from './jetstream-bus';
import type { EventBus } from './event-bus';
import { domainCounter } from '../ops/metrics';
import { newId } from '../ids';

// The outbox, relay and consumers do not depend on the domain-event map: these tests use event types of
// their own, outside it, so nothing else in the composition reacts to them.
interface TestData {
  n: number;
}
type TestHandler =
  | ((e: EventEnvelope<TestData>, tx: Executor) => Promise<void>)
  | { concerns(e: EventEnvelope<TestData>): boolean; apply(e: EventEnvelope<TestData>): Promise<void> };
/** Subscribes `consumer` on `bus` to the test event types, recording what it applied in the test tables. */
const consumeTest = (bus: EventBus, db: Database, consumer: string, handlers: Record<string, TestHandler>) =>
  consumeEvents({ bus, db, tables, consumer, handlers: handlers as unknown as EventHandlers });
const emitTest = (tx: Executor, type: string, data: object) =>
  emitEvent(tx, tables, type as DomainEventType, data as never) as unknown as Promise<EventEnvelope<TestData>>;

const schema = pgSchema('evtest');
const tables: EventTables = eventTables(schema);

async function createTables(c: TestComposition) {
  const { db } = c.runtime.database('catalogue');
  await db.execute(sql`create schema if not exists evtest`);
  await db.execute(sql`create table if not exists evtest.outbox (id text primary key, type text not null, data jsonb not null,
    occurred_at timestamptz not null default now(), published_at timestamptz, attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(), failed boolean not null default false)`);
  await db.execute(sql`create table if not exists evtest.processed_events (consumer text not null, event_id text not null,
    processed_at timestamptz not null default now(), primary key (consumer, event_id))`);
  return db;
}

describe.each(COMPOSITIONS)('outbox, relay and idempotent consumers (%s)', (kind) => {
  let c: TestComposition;
  beforeAll(async () => {
    c = await startComposition(kind, []);
  });
  afterAll(() => c?.close());
  /** Subscribes `consumer` to events of `type`; returns the ids it applies, in order. */
  const appliedIds = async (db: Database, consumer: string, type: string) => {
    const seen: string[] = [];
    await consumeTest(c.runtime.events, db, consumer, { [type]: async (e) => void seen.push(e.id) });
    return seen;
  };

  it('publishes an event written in a transaction and applies it once even when redelivered', async () => {
    const db = await createTables(c);
    const seen = await appliedIds(db, 'probe', 'test.thing.happened');
    const countBefore = (await domainCounter.get()).values.find((v) => v.labels.type === 'test.thing.happened')?.value ?? 0;
    const relay = startOutboxRelay({ db, tables, bus: c.runtime.events, logger: c.runtime.logger('test') });
    const envelope = await db.transaction((tx) => emitTest(tx, 'test.thing.happened', { n: 1 }));
    await eventually(() => expect(seen).toEqual([envelope.id]));
    // Published events are counted by type for the metrics endpoint.
    await eventually(async () =>
      expect((await domainCounter.get()).values.find((v) => v.labels.type === 'test.thing.happened')?.value).toBe(countBefore + 1),
    );
    // A relay that crashed after publishing but before marking the row publishes it again.
    await c.runtime.events.publish(envelope);
    // Positive signal instead of a sleep: an event emitted after the duplicate arrives, so the duplicate
    // was delivered before it (one ordered stream) and skipped.
    const later = await db.transaction((tx) => emitTest(tx, 'test.thing.happened', { n: 3 }));
    await eventually(() => expect(seen).toContain(later.id));
    expect(seen).toEqual([envelope.id, later.id]);
    const [row] = await queryRows<{ published_at: unknown }>(db, sql`select published_at from evtest.outbox where id = ${envelope.id}`);
    expect(row.published_at).not.toBeNull();
    await relay.stop();
  });

  it('acknowledges the events a selective handler is not concerned with, without a processed-event row', async () => {
    const db = await createTables(c);
    const applied: number[] = [];
    await consumeTest(c.runtime.events, db, 'selective', {
      'test.selective': { concerns: (e) => e.data.n % 2 === 0, apply: async (e) => void applied.push(e.data.n) },
    });
    const relay = startOutboxRelay({ db, tables, bus: c.runtime.events, logger: c.runtime.logger('test') });
    const emitted: EventEnvelope[] = [];
    for (const n of [101, 102, 103, 104]) emitted.push(await db.transaction((tx) => emitTest(tx, 'test.selective', { n })));
    await eventually(() => expect(applied).toEqual([102, 104]));
    const rows = await queryRows<{ event_id: string }>(
      db,
      sql`select event_id from evtest.processed_events where consumer = 'selective' order by event_id`,
    );
    expect(rows.map((r) => r.event_id).sort()).toEqual([emitted[1].id, emitted[3].id].sort());
    // Redelivered, the concerned ones are still applied once and the others still pass.
    for (const e of emitted) await c.runtime.events.publish(e);
    await db.transaction((tx) => emitTest(tx, 'test.selective', { n: 106 }));
    await eventually(() => expect(applied).toEqual([102, 104, 106]));
    await relay.stop();
  });

  it('backs off while idle and comes back at once when this process writes an event', async () => {
    const db = await createTables(c);
    const seen = await appliedIds(db, 'probe-idle', 'test.idle.woken');
    // Every relay pass starts with one UPDATE (the lease): their times are the passes.
    const passes: number[] = [];
    const watched = new Proxy(db, {
      get(target, prop) {
        if (prop === 'update') passes.push(Date.now());
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const relay = startOutboxRelay({
      db: watched,
      tables,
      bus: c.runtime.events,
      logger: c.runtime.logger('test'),
      intervalMs: 50,
      maxIdleMs: 1000,
    });
    const lastGap = () => (passes.length < 2 ? 0 : passes[passes.length - 1] - passes[passes.length - 2]);
    await eventually(() => expect(lastGap()).toBeGreaterThanOrEqual(900), { timeoutMs: 15_000 });
    const passesBefore = passes.length;
    await eventually(() => expect(passes.length).toBeGreaterThan(passesBefore), { timeoutMs: 5_000, intervalMs: 10 });
    // Right after a pass the relay sleeps 1 s; the write (no poke) brings its next pass to the base interval.
    const written = Date.now();
    const envelope = await db.transaction((tx) => emitTest(tx, 'test.idle.woken', {}));
    await eventually(() => expect(seen).toEqual([envelope.id]), { timeoutMs: 5_000, intervalMs: 10 });
    expect(Date.now() - written).toBeLessThan(600);
    await relay.stop();
  });

  it('does not publish events of a transaction that rolled back', async () => {
    const db = await createTables(c);
    await expect(
      db.transaction(async (tx) => {
        await emitTest(tx, 'test.thing.happened', { n: 2 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from evtest.outbox where data->>'n' = '2'`);
    expect(n).toBe(0);
  });
});

describe('embedded bus: runs of events', () => {
  it('delivers a run in order in one call per consumer; when one consumer fails, the run goes one by one and nothing applies twice', async () => {
    const c = await startComposition('embedded', []);
    try {
      const db = await createTables(c);
      const bus = c.runtime.events;
      const runs: number[][] = [];
      await bus.subscribe(
        'run-sizes',
        async () => undefined,
        async (events) => void runs.push(events.map((e) => (e.data as { n: number }).n)),
      );
      const steady: number[] = [];
      await consumeTest(bus, db, 'steady', { 'test.run': async (e) => void steady.push(e.data.n) });
      let failed = false;
      await consumeTest(bus, db, 'flaky', {
        'test.run': async (e) => {
          if (e.data.n === 3 && !failed) {
            failed = true;
            throw new Error('flaky once');
          }
        },
      });
      await db.transaction(async (tx) => {
        for (const n of [1, 2, 3, 4, 5]) await emitTest(tx, 'test.run', { n });
      });
      const relay = startOutboxRelay({ db, tables, bus, logger: c.runtime.logger('test') });
      const processed = async (consumer: string) =>
        (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from evtest.processed_events where consumer = ${consumer}`))[0].n;
      await eventually(async () => expect(await processed('flaky')).toBe(5));
      expect(failed).toBe(true);
      expect(runs[0]).toEqual([1, 2, 3, 4, 5]);
      // The steady consumer applied the run once; the one-by-one retry changed nothing for it.
      expect(steady).toEqual([1, 2, 3, 4, 5]);
      expect(await processed('steady')).toBe(5);
      await eventually(async () => {
        const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from evtest.outbox where published_at is null`);
        expect(n).toBe(0);
      });
      await relay.stop();
    } finally {
      await c.close();
    }
  });
});

describe('JetStream durable consumer', () => {
  it('receives, exactly once, an event published while it was down', async () => {
    const c = await startComposition('distributed', []);
    try {
      const runtime = c.runtime as DistributedRuntime;
      const db = await createTables(c);
      const bus = runtime.events;
      const received: string[] = [];
      // The consumer exists (it ran before), then goes down.
      await consumeTest(bus, db, 'late', { 'test.late': async (e) => void received.push(e.id) });
      await bus.close();

      const envelope = await db.transaction((tx) => emitTest(tx, 'test.late', { ok: true }));
      const producerBus = new JetStreamEventBus(
        runtime.nats,
        runtime.logger('test'),
        runtime.env.EVENT_STREAM,
        runtime.env.EVENT_SUBJECT_PREFIX,
      );
      const relay = startOutboxRelay({ db, tables, bus: producerBus, logger: runtime.logger('test') });
      await eventually(async () => {
        const [row] = await queryRows<{ published_at: unknown }>(db, sql`select published_at from evtest.outbox where id = ${envelope.id}`);
        expect(row.published_at).not.toBeNull();
      });
      expect(received).toEqual([]);

      // The consumer comes back.
      const restarted = new JetStreamEventBus(
        runtime.nats,
        runtime.logger('test'),
        runtime.env.EVENT_STREAM,
        runtime.env.EVENT_SUBJECT_PREFIX,
      );
      await consumeTest(restarted, db, 'late', { 'test.late': async (e) => void received.push(e.id) });
      await eventually(() => expect(received).toEqual([envelope.id]));
      // Exactly once: a later event arrives and the first is not redelivered before it (positive signal, no sleep).
      const later = await db.transaction((tx) => emitTest(tx, 'test.late', { ok: 2 }));
      await eventually(() => expect(received).toContain(later.id));
      expect(received).toEqual([envelope.id, later.id]);
      await relay.stop();
      await restarted.close();
      await producerBus.close();
    } finally {
      await c.close();
    }
  });

  /** A JetStream composition with the test tables, closed afterwards. */
  const withJetStream = async (test: (c: TestComposition, db: Database, bus: JetStreamEventBus) => Promise<void>) => {
    const c = await startComposition('distributed', []);
    try {
      await test(c, await createTables(c), c.runtime.events as JetStreamEventBus);
    } finally {
      await c.close();
    }
  };
  const numbered = (type: string, n: number): EventEnvelope => ({ id: newId(), type, occurredAt: new Date().toISOString(), data: { n } });

  it('delivers a consumer only the types it handles (filtered on the server), and narrows one made for every event', () =>
    withJetStream(async (c, db, bus) => {
      const runtime = c.runtime as DistributedRuntime;
      const jsm = await runtime.nats.jetstreamManager();
      const prefix = runtime.env.EVENT_SUBJECT_PREFIX;
      await bus.subscribe('wide', async () => undefined); // an earlier version's consumer: every event
      expect((await jsm.consumers.info(runtime.env.EVENT_STREAM, 'wide')).config.filter_subject).toBe(`${prefix}>`);
      await bus.close();

      const again = new JetStreamEventBus(runtime.nats, runtime.logger('test'), runtime.env.EVENT_STREAM, prefix);
      const seen: string[] = [];
      const record = async (e: EventEnvelope) => void seen.push(`${e.type} ${(e.data as { n: number }).n}`);
      await consumeTest(again, db, 'wide', { 'test.pagos.cobro': record, 'test.pagos.plan': record });
      expect((await jsm.consumers.info(runtime.env.EVENT_STREAM, 'wide')).config.filter_subject).toBe(`${prefix}test.pagos.>`);
      const before = (await jsm.consumers.info(runtime.env.EVENT_STREAM, 'wide')).delivered.stream_seq;
      await again.publishBatch([numbered('test.ordenes.creada', 1), numbered('test.pagos.cobro', 2), numbered('test.pagos.plan', 3)]);
      await eventually(() => expect(seen).toEqual(['test.pagos.cobro 2', 'test.pagos.plan 3']));
      const info = await jsm.consumers.info(runtime.env.EVENT_STREAM, 'wide');
      expect(info.delivered.consumer_seq).toBeGreaterThan(0);
      expect(info.delivered.stream_seq - before).toBe(3); // the order event was skipped on the server, never delivered
      expect(info.num_redelivered).toBe(0);
      await again.close();
    }));

  it('stores a run published in one go in its order, each event once', () =>
    withJetStream(async (_c, db, bus) => {
      const received: number[] = [];
      await consumeTest(bus, db, 'run', { 'test.pipelined': async (e) => void received.push(e.data.n) });
      const run = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => numbered('test.pipelined', n));
      await bus.publishBatch(run);
      await bus.publishBatch(run.slice(2, 5)); // a retried run: JetStream drops what it already stored
      await eventually(() => expect(received).toEqual([1, 2, 3, 4, 5, 6, 7, 8]));
      await bus.publish(numbered('test.pipelined', 9));
      await eventually(() => expect(received).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    }));

  it('hands the events that arrived while the consumer was busy over as one run; a failed run goes one by one, nothing twice', () =>
    withJetStream(async (c, db, bus) => {
      const calls: number[][] = [];
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      await bus.subscribe(
        'busy',
        async (e) => {
          calls.push([(e.data as { n: number }).n]);
          if ((e.data as { n: number }).n === 1) await gate;
        },
        async (events) => void calls.push(events.map((e) => (e.data as { n: number }).n)),
      );
      let failedOnce = false;
      await db.execute(sql`create table if not exists evtest.effects (n integer not null)`);
      await consumeTest(bus, db, 'flaky-run', {
        'test.busy': async (e, tx) => {
          await tx.execute(sql`insert into evtest.effects (n) values (${e.data.n})`);
          if (e.data.n === 4 && !failedOnce) {
            failedOnce = true;
            throw new Error('flaky once'); // rolls back the effects of its run
          }
        },
      });
      const envelope = (n: number) => numbered('test.busy', n);
      await bus.publish(envelope(1));
      await eventually(() => expect(calls).toEqual([[1]]));
      await bus.publishBatch([2, 3, 4, 5, 6].map(envelope));
      // All six are with the consumer (delivered, not yet acknowledged) before the first is done.
      const runtime = c.runtime as DistributedRuntime;
      const jsm = await runtime.nats.jetstreamManager();
      await eventually(async () => expect((await jsm.consumers.info(runtime.env.EVENT_STREAM, 'busy')).num_ack_pending).toBe(6));
      release();
      await eventually(() => expect(calls).toEqual([[1], [2, 3, 4, 5, 6]]));
      const effects = async () => (await queryRows<{ n: number }>(db, sql`select n from evtest.effects order by n`)).map((r) => r.n);
      await eventually(async () => expect(await effects()).toEqual([1, 2, 3, 4, 5, 6]));
      expect(failedOnce).toBe(true);
    }));
});
