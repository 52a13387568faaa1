import { jest } from '@jest/globals';
import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('writes the first item at once and groups the ones that arrive while a write is in flight', async () => {
    const groups: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const commit = new GroupCommit<number>(async (items) => {
      groups.push(items);
      if (groups.length === 1) await gate;
    });
    const first = commit.add(1);
    const rest = [2, 3, 4].map((n) => commit.add(n));
    expect(groups).toEqual([[1]]);
    release();
    await Promise.all([first, ...rest]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects every item of a failed group and goes on with the next', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const commit = new GroupCommit<string>(async () => {
      calls++;
      if (calls === 1) await gate;
      if (calls === 2) throw new Error('database away');
    });
    const first = commit.add('a');
    const failed = [commit.add('b'), commit.add('c')];
    release();
    await first;
    await Promise.all(failed.map((p) => expect(p).rejects.toThrow('database away')));
    await expect(commit.add('d')).resolves.toBeUndefined();
    expect(calls).toBe(3);
  });

  it('splits a long wait into groups of at most maxGroup', async () => {
    const sizes: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const commit = new GroupCommit<number>(
      async (items) => {
        sizes.push(items.length);
        if (sizes.length === 1) await gate;
      },
      { maxGroup: 3 },
    );
    const all = [commit.add(0), ...Array.from({ length: 7 }, (_, i) => commit.add(i + 1))];
    release();
    await Promise.all(all);
    expect(sizes).toEqual([1, 3, 3, 1]);
  });

  it('with a linger, writes the items added within it together', async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number>(
      async (items) => {
        groups.push(items);
      },
      { lingerMs: 20 },
    );
    jest.useFakeTimers();
    try {
      const first = commit.add(1);
      await jest.advanceTimersByTimeAsync(5);
      const second = commit.add(2);
      expect(groups).toEqual([]);
      await jest.advanceTimersByTimeAsync(15);
      await Promise.all([first, second]);
      expect(groups).toEqual([[1, 2]]);
    } finally {
      jest.useRealTimers();
    }
  });
});
