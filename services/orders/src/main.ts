import { runServiceProcess } from '@kukki/platform';
import { OrdersModule } from './orders.module';

void runServiceProcess('orders', (runtime) => OrdersModule.forRoot(runtime));
