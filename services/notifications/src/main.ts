import { runServiceProcess } from '@kukki/platform';
import { NotificationsModule } from './notifications.module';

void runServiceProcess('notifications', (runtime) => NotificationsModule.forRoot(runtime));
