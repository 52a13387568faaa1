/** The one row a lookup by a unique key finds, or null: `firstRow(db.select().from(t).where(…))`. */
export async function firstRow<T>(rows: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}
