import { runServiceProcess } from '@kukki/platform';
import { UsersModule } from './users.module';

void runServiceProcess('users', (runtime) => UsersModule.forRoot(runtime));
