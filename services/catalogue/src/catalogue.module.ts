import { Inject, Injectable } from '@nestjs/common';
import path from 'node:path';
import { serviceModule, MediaStore, SERVICE_DATABASE, type DatabaseHandle, type Runtime, type StartupStep } from '@kukki/platform';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { CatalogueReadModel } from './catalogue-read-model';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueAdminController } from './catalogue-admin.controller';
import { CatalogueAdminRepository } from './catalogue-admin.repository';
import { CatalogueAdminService } from './catalogue-admin.service';
import { seedCatalogue } from './seed/seed';
import { outbox, processedEvents } from './db/schema';

export const CATALOGUE_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

/** Where product images are kept: UPLOADS_DIR, or DATA_DIR/uploads. */
export function uploadsDir(runtime: Runtime): string {
  return runtime.uploadsDir;
}

/** The seed products and their artwork, on a fresh database. */
@Injectable()
class SeedCatalogue implements StartupStep {
  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    private readonly media: MediaStore,
  ) {}

  run() {
    return seedCatalogue(this.handle.db, this.media);
  }
}

export const CatalogueModule = serviceModule('CatalogueModule', (runtime: Runtime) => ({
  name: 'catalogue',
  migrations: { catalogue: CATALOGUE_MIGRATIONS },
  eventTables: { outbox, processedEvents },
  controllers: [CatalogueController, CatalogueAdminController],
  repositories: [CatalogueRepository, CatalogueAdminRepository],
  providers: [
    { provide: MediaStore, useValue: new MediaStore(runtime.uploadsDir) },
    CatalogueReadModel,
    CatalogueService,
    CatalogueAdminService,
  ],
  startup: [SeedCatalogue],
  relay: true,
}));
