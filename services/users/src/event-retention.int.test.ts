import { inArray } from 'drizzle-orm';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { outbox, processedEvents } from './db/schema';
import { UsersModule } from './users.module';

const DAY = 24 * 60 * 60 * 1000;

describe.each(COMPOSITIONS)('event tables retention (%s)', (kind) => {
  let c: TestComposition;
  beforeAll(async () => {
    c = await startComposition(kind, [['users', (rt) => UsersModule.forRoot(rt, { jwtSecret: 'k'.repeat(48), softCallTimeoutMs: 300 })]], {
      EVENT_RETENTION_DAYS: '7',
      EVENT_PRUNE_EVERY_MS: '200',
    });
  });
  afterAll(() => c?.close());

  it('a job deletes published outbox rows and processed markers older than 7 days, and keeps the rest', async () => {
    const db = c.runtime.database('users').db;
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const ids = { oldPublished: newId(), oldUnpublished: newId(), recentPublished: newId() };
    await db.insert(outbox).values([
      { id: ids.oldPublished, type: 'test.old', data: {}, occurredAt: ago(9), publishedAt: ago(8) },
      { id: ids.oldUnpublished, type: 'test.stuck', data: {}, occurredAt: ago(9), publishedAt: null, failed: true },
      { id: ids.recentPublished, type: 'test.recent', data: {}, occurredAt: ago(2), publishedAt: ago(2) },
    ]);
    const markers = { old: newId(), recent: newId() };
    await db.insert(processedEvents).values([
      { consumer: 'test', eventId: markers.old, processedAt: ago(8) },
      { consumer: 'test', eventId: markers.recent, processedAt: ago(6) },
    ]);
    await eventually(async () => {
      const rows = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(inArray(outbox.id, Object.values(ids)));
      expect(rows.map((r) => r.id).sort()).toEqual([ids.oldUnpublished, ids.recentPublished].sort());
      const kept = await db
        .select({ id: processedEvents.eventId })
        .from(processedEvents)
        .where(inArray(processedEvents.eventId, Object.values(markers)));
      expect(kept.map((r) => r.id)).toEqual([markers.recent]);
    });
  });
});
