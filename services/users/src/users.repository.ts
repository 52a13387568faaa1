import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { UserDto } from '@kukki/contracts';
import { firstRow, type Executor } from '@kukki/platform';
import { accounts, customerOrders, passwordResets, revokedSessions } from './db/schema';
import { firstPurchaseOpen } from './first-purchase-hold';

export type AccountRow = typeof accounts.$inferSelect;
type NewAccount = typeof accounts.$inferInsert;

/** The public face of an account: never the hash, the reset tokens or the reservation. */
export function toUserDto(row: AccountRow): UserDto {
  return {
    _id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    isAdmin: row.isAdmin,
    firstPurchase: firstPurchaseOpen(row),
    active: row.active,
    ...(row.deliveryInfo?.phone ? { phone: row.deliveryInfo.phone } : {}),
    deliveryInfo: row.deliveryInfo ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Data access of the users schema; nothing here knows about transports. */
export class UsersRepository {
  constructor(private readonly db: Executor) {}

  async findById(id: string): Promise<AccountRow | null> {
    return firstRow(this.db.select().from(accounts).where(eq(accounts.id, id)));
  }

  async findByEmail(email: string): Promise<AccountRow | null> {
    return firstRow(this.db.select().from(accounts).where(eq(accounts.email, email)));
  }

  async insert(values: NewAccount): Promise<AccountRow> {
    const [row] = await this.db.insert(accounts).values(values).returning();
    return row;
  }

  async update(id: string, values: Partial<Omit<NewAccount, 'id'>>): Promise<AccountRow | null> {
    return firstRow(
      this.db
        .update(accounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(accounts.id, id))
        .returning(),
    );
  }

  async list(): Promise<AccountRow[]> {
    return this.db.select().from(accounts).orderBy(desc(accounts.createdAt), desc(accounts.id));
  }

  async anyAdmin(): Promise<boolean> {
    const [row] = await this.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.isAdmin, true)).limit(1);
    return Boolean(row);
  }

  /** Active administrators, locked for the rest of the transaction (the last one is never deactivated). */
  async activeAdminIdsForUpdate(): Promise<string[]> {
    const rows = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.isAdmin, true), eq(accounts.active, true)))
      .for('update');
    return rows.map((r) => r.id);
  }

  // ------------------------------------------------------------ sessions

  async revokeSession(sessionId: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.insert(revokedSessions).values({ sessionId, userId, expiresAt }).onConflictDoNothing();
    await this.db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: revokedSessions.sessionId })
      .from(revokedSessions)
      .where(eq(revokedSessions.sessionId, sessionId))
      .limit(1);
    return Boolean(row);
  }

  // ------------------------------------------------------------ password resets

  async insertReset(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
  }

  /**
   * Whether `userId` was sent a reset link since `since`. Taken under a per-account transaction lock,
   * so two concurrent requests cannot both find none and both send one.
   */
  async resetSentSince(userId: string, since: Date): Promise<boolean> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`users.reset:${userId}`}))`);
    const row = await firstRow(
      this.db
        .select({ tokenHash: passwordResets.tokenHash })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)))
        .limit(1),
    );
    return row !== null;
  }

  /** Consumes a reset token: deleting it is what makes it single-use, even under concurrent calls. */
  async takeReset(tokenHash: string): Promise<{ userId: string } | null> {
    return firstRow(
      this.db
        .delete(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId }),
    );
  }

  async deleteResetsOf(userId: string): Promise<void> {
    await this.db.delete(passwordResets).where(or(eq(passwordResets.userId, userId), lt(passwordResets.expiresAt, new Date())));
  }

  // ------------------------------------------------------------ first purchase

  /**
   * One statement, so two concurrent orders cannot both win: granted while the discount is unused
   * and nobody else holds it (or the holder is this order, or its hold is older than `staleBefore`).
   */
  async reserveFirstPurchase(userId: string, orderId: string, staleBefore: Date): Promise<boolean> {
    const rows = await this.db
      .update(accounts)
      .set({ firstPurchaseOrderId: orderId, firstPurchaseReservedAt: new Date() })
      .where(
        and(
          eq(accounts.id, userId),
          eq(accounts.firstPurchase, true),
          eq(accounts.active, true),
          or(
            isNull(accounts.firstPurchaseOrderId),
            eq(accounts.firstPurchaseOrderId, orderId),
            lt(accounts.firstPurchaseReservedAt, staleBefore),
          ),
        ),
      )
      .returning({ id: accounts.id });
    return rows.length > 0;
  }

  /** Gives back a hold, or the discount itself when this order had used it up. */
  async releaseFirstPurchase(userId: string, orderId: string): Promise<boolean> {
    const held = await this.db
      .update(accounts)
      .set({ firstPurchaseOrderId: null, firstPurchaseReservedAt: null })
      .where(and(eq(accounts.id, userId), eq(accounts.firstPurchaseOrderId, orderId)))
      .returning({ id: accounts.id });
    if (held.length > 0) return true;
    const wasUsing = await this.usedBy(userId, orderId);
    await this.recordOrder(userId, orderId, false);
    return wasUsing && (await this.firstPurchaseAvailable(userId));
  }

  /**
   * Records what one order does to the discount and derives the account's state from all its orders:
   * available while none of them uses it. The account row is locked first, so two replicas applying
   * events of one customer at once see each other's rows.
   */
  async recordOrder(userId: string, orderId: string, uses: boolean): Promise<void> {
    const locked = await this.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, userId)).for('update');
    if (locked.length === 0) return;
    await this.db
      .insert(customerOrders)
      .values({ orderId, userId, uses })
      .onConflictDoUpdate({
        target: customerOrders.orderId,
        set: { uses: sql`false`, updatedAt: sql`now()` },
        where: uses ? sql`false` : eq(customerOrders.uses, true),
      });
    const user = sql`${customerOrders.userId} = ${userId} and ${customerOrders.uses}`;
    await this.db
      .update(accounts)
      .set({
        firstPurchase: sql`not exists (select 1 from ${customerOrders} where ${user})`,
        firstPurchaseUsedBy: sql`(select ${customerOrders.orderId} from ${customerOrders} where ${user} order by ${customerOrders.orderId} limit 1)`,
        firstPurchaseOrderId: sql`nullif(${accounts.firstPurchaseOrderId}, ${orderId})`,
        firstPurchaseReservedAt: sql`case when ${accounts.firstPurchaseOrderId} = ${orderId} then null else ${accounts.firstPurchaseReservedAt} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, userId));
  }

  private async usedBy(userId: string, orderId: string): Promise<boolean> {
    const row = await firstRow(
      this.db
        .select({ uses: customerOrders.uses })
        .from(customerOrders)
        .where(and(eq(customerOrders.orderId, orderId), eq(customerOrders.userId, userId))),
    );
    return row?.uses ?? false;
  }

  private async firstPurchaseAvailable(userId: string): Promise<boolean> {
    return (await this.findById(userId))?.firstPurchase ?? false;
  }
}
