interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit: items written one statement per group. The first item of a group waits `lingerMs`
 * for company, and while a write is in flight new items wait and go together in the next one, so a
 * busy process writes few large statements. Each `add` resolves when its own item is written, or
 * rejects with its group's error.
 */
export class GroupCommit<T> {
  private waiting: Waiting<T>[] = [];
  private writing = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly options: { lingerMs?: number; maxGroup?: number } = {},
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    const { lingerMs = 0, maxGroup = 200 } = this.options;
    if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, maxGroup);
      try {
        await this.write(group.map((w) => w.item));
        for (const w of group) w.resolve();
      } catch (err) {
        for (const w of group) w.reject(err);
      }
    }
    this.writing = false;
  }
}
