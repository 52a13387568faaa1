import { runServiceProcess } from '@kukki/platform';
import { PaymentsModule } from './payments.module';

void runServiceProcess('payments', (runtime) => PaymentsModule.forRoot(runtime));
