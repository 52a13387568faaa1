import { runServiceProcess } from '@kukki/platform';
import { CatalogueModule } from './catalogue.module';

void runServiceProcess('catalogue', (runtime) => CatalogueModule.forRoot(runtime));
