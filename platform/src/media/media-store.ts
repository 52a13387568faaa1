import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where product images live: a folder (DATA_DIR/uploads in the embedded composition, a volume in
 * the distributed one). The gateway serves the same folder at /media.
 */
export class MediaStore {
  constructor(private readonly root: string) {}

  /** Writes a file under the store and returns its public URL path. */
  async put(relativePath: string, body: string | Buffer): Promise<string> {
    const safe = path.posix.normalize(relativePath).replace(/^(\.\.(\/|$))+/, '');
    const target = path.join(this.root, safe);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, body);
    return `/media/${safe}`;
  }

  async exists(relativePath: string): Promise<boolean> {
    return fs
      .access(path.join(this.root, relativePath))
      .then(() => true)
      .catch(() => false);
  }

  /** Writes a generated file (seed artwork) only when it is missing: a file already there is kept as it is. */
  async ensure(relativePath: string, render: () => string | Buffer): Promise<void> {
    if (!(await this.exists(relativePath))) await this.put(relativePath, render());
  }
}
