import { runServiceProcess } from '@kukki/platform';
import { SubscriptionsModule } from './subscriptions.module';

void runServiceProcess('subscriptions', (runtime) => SubscriptionsModule.forRoot(runtime));
