import { SESSION_EVENTS, type EventEnvelope, type Principal, type SessionRevoked } from '@kukki/contracts';

export interface CachedSession {
  principal: Principal;
  sessionId: string;
}

interface Entry extends CachedSession {
  userId: string;
  storedAt: number;
}

/** Default life of a cached session when no revocation arrives (SESSION_CACHE_TTL_MS). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Revocation event ids remembered, to hear each one once (it comes straight after the commit and again from the outbox). */
const SEEN_EVENTS_MAX = 1000;
/** Bound on the sessions kept (a flood of distinct tokens only resets the cache). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * What the users service last said about each session, for a short time: an authenticated request
 * needs no users call while its session is here. A revocation (the `session.revoked` event, heard
 * by every gateway replica) drops the session, or every session of the account, at once; the TTL
 * bounds how long a lost event could leave one alive. A check that started before a revocation is
 * never stored, so a reply already on its way cannot bring a revoked session back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private revocations = 0;
  private readonly seenEvents = new Set<string>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** A marker to hand back to `store`: the revocations seen when the check started. */
  get generation(): number {
    return this.revocations;
  }

  get(key: string): CachedSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { principal: entry.principal, sessionId: entry.sessionId };
  }

  store(key: string, startedAt: number, session: CachedSession): void {
    if (this.ttlMs <= 0 || startedAt !== this.revocations) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { ...session, userId: session.principal.userId, storedAt: Date.now() });
  }

  /** Drops one session, or every session of the account when `sessionId` is absent. */
  revoke({ userId, sessionId }: SessionRevoked): void {
    this.revocations++;
    for (const [key, entry] of this.entries) {
      if (entry.userId === userId && (!sessionId || entry.sessionId === sessionId)) this.entries.delete(key);
    }
  }

  /** The bus listener: revocation events drop what they name, other events are ignored. */
  readonly onEvent = async (event: EventEnvelope): Promise<void> => {
    if (event.type !== SESSION_EVENTS.sessionRevoked || this.seenEvents.has(event.id)) return;
    if (this.seenEvents.size >= SEEN_EVENTS_MAX) this.seenEvents.clear();
    this.seenEvents.add(event.id);
    const data = event.data as Partial<SessionRevoked> | null;
    if (typeof data?.userId !== 'string') return;
    this.revoke({ userId: data.userId, ...(typeof data.sessionId === 'string' ? { sessionId: data.sessionId } : {}) });
  };
}

/** The cache key of a verified token: its account, session and issue time (what the users service judges). */
export const sessionKey = (claims: { sub: string; sessionId: string; iat: number }): string =>
  `${claims.sub}\u0000${claims.sessionId}\u0000${claims.iat}`;
