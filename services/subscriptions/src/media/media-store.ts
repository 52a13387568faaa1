import path from 'node:path';
import { MediaStore, type Runtime } from '@kukki/platform';

/** Where images are kept: UPLOADS_DIR, or DATA_DIR/uploads — the folder the gateway serves at /media. */
export function uploadsDir(runtime: Runtime): string {
  return runtime.uploadsDir;
}

/** This service's images live under `<uploads>/plans/` and are served at `/media/plans/…`. */
export class PlanMedia {
  private readonly store: MediaStore;

  constructor(root: string) {
    this.store = new MediaStore(root);
  }

  ensure(file: string, render: () => string): Promise<void> {
    return this.store.ensure(PlanMedia.stored(file), render);
  }

  static url(file: string): string {
    return `/media/${PlanMedia.stored(file)}`;
  }

  private static stored(file: string): string {
    return `plans/${path.basename(file)}`;
  }
}
