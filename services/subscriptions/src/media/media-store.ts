import fs from 'node:fs/promises';
import path from 'node:path';
import type { Runtime } from '@kukki/platform';

/** Where images are kept: UPLOADS_DIR, or DATA_DIR/uploads — the folder the gateway serves at /media. */
export function uploadsDir(runtime: Runtime): string {
  return runtime.uploadsDir;
}

/** This service's images live under `<uploads>/plans/` and are served at `/media/plans/…`. */
export class PlanMedia {
  constructor(private readonly root: string) {}

  async put(file: string, body: string): Promise<string> {
    const name = path.basename(file);
    const target = path.join(this.root, 'plans', name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, body);
    return PlanMedia.url(name);
  }

  async exists(file: string): Promise<boolean> {
    return fs
      .access(path.join(this.root, 'plans', path.basename(file)))
      .then(() => true)
      .catch(() => false);
  }

  static url(file: string): string {
    return `/media/plans/${path.basename(file)}`;
  }
}
