import { Module, type DynamicModule } from '@nestjs/common';
import path from 'node:path';
import { MediaStore, resolveUploadsDir, startEventPruning, startOutboxRelay, type DatabaseHandle, type Runtime } from '@kukki/platform';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { CatalogueAdminController } from './catalogue-admin.controller';
import { CatalogueAdminService } from './catalogue-admin.service';
import { seedCatalogue } from './seed/seed';
import { outbox, processedEvents } from './db/schema';
import { CATALOGUE_DB, CATALOGUE_MEDIA, CATALOGUE_RELAY, CATALOGUE_RUNTIME } from './tokens';

export const CATALOGUE_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

/** Where product images are kept: UPLOADS_DIR, or DATA_DIR/uploads. */
export function uploadsDir(runtime: Runtime): string {
  return resolveUploadsDir(runtime.dataDir);
}

@Module({})
export class CatalogueModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: CatalogueModule,
      controllers: [CatalogueController, CatalogueAdminController],
      providers: [
        { provide: CATALOGUE_RUNTIME, useValue: runtime },
        { provide: CATALOGUE_MEDIA, useValue: new MediaStore(uploadsDir(runtime)) },
        {
          provide: CATALOGUE_DB,
          inject: [CATALOGUE_MEDIA],
          useFactory: async (media: MediaStore) => {
            const handle = runtime.database('catalogue');
            await handle.migrate('catalogue', CATALOGUE_MIGRATIONS);
            await startEventPruning(runtime, 'catalogue', handle.db, { outbox, processedEvents });
            await seedCatalogue(handle.db, media);
            return handle;
          },
        },
        {
          provide: CATALOGUE_RELAY,
          inject: [CATALOGUE_DB],
          useFactory: (handle: DatabaseHandle) => {
            const relay = startOutboxRelay({
              db: handle.db,
              tables: { outbox, processedEvents },
              bus: runtime.events,
              logger: runtime.logger('catalogue-outbox'),
              service: 'catalogue',
            });
            runtime.onClose(() => relay.stop());
            return relay;
          },
        },
        CatalogueService,
        CatalogueAdminService,
      ],
    };
  }
}
