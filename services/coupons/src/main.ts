import { runServiceProcess } from '@kukki/platform';
import { CouponsModule } from './coupons.module';

void runServiceProcess('coupons', (runtime) => CouponsModule.forRoot(runtime));
