import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import path from 'node:path';
import {
  createMailer,
  FileMailbox,
  payloadSealer,
  startEventPruning,
  type DatabaseHandle,
  type Mailer,
  type Runtime,
} from '@kukki/platform';
import { NotificationsController } from './notifications.controller';
import { resolveConfig, type NotificationsConfig, type NotificationsOptions } from './config';
import { ContactService } from './contact.service';
import { EmailAdminService } from './admin.service';
import { EmailDispatcher } from './delivery/email-dispatcher';
import { EmailComposer } from './emails/composer';
import type { EmailContext } from './emails/draft';
import { subscribeEmailEvents } from './events/email-events';
import { TemplateStore, TEMPLATES_DIR } from './render/template-store';
import { absoluteUrl } from './render/format';
import { devMailboxMount } from './dev-mailbox/mount';
import { NOTIFICATIONS_CONFIG, NOTIFICATIONS_DB, NOTIFICATIONS_MAILER, NOTIFICATIONS_RUNTIME } from './tokens';
import { outbox, processedEvents } from './db/schema';

export const NOTIFICATIONS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

/** Subscribes the event consumer and starts the e-mail worker and sweeper once the module is up. */
@Injectable()
class NotificationsLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(NOTIFICATIONS_RUNTIME) private readonly runtime: Runtime,
    @Inject(NOTIFICATIONS_DB) private readonly handle: DatabaseHandle,
    @Inject(EmailComposer) private readonly composer: EmailComposer,
    @Inject(EmailDispatcher) private readonly dispatcher: EmailDispatcher,
    @Inject('EMAIL_CONTEXT') private readonly ctx: EmailContext,
  ) {}

  async onModuleInit() {
    this.dispatcher.start();
    await subscribeEmailEvents({
      bus: this.runtime.events,
      db: this.handle.db,
      composer: this.composer,
      dispatcher: this.dispatcher,
      ctx: this.ctx,
      logger: this.runtime.logger('notifications'),
      sealer: payloadSealer(this.runtime),
    });
  }

  onApplicationShutdown() {
    this.dispatcher.stop();
  }
}

@Module({})
export class NotificationsModule {
  /**
   * E-mail from domain events and contact forms. The mail adapter follows the composition (file
   * mailbox embedded, SMTP distributed) unless SMTP_URL is set; `options` overrides the environment.
   */
  static forRoot(runtime: Runtime, options: NotificationsOptions = {}): DynamicModule {
    const config = resolveConfig(runtime, options);
    const logger = runtime.logger('notifications');
    const ctx: EmailContext = { publicUrl: config.publicUrl, shopInbox: config.shopInbox };
    return {
      module: NotificationsModule,
      controllers: [NotificationsController],
      providers: [
        { provide: NOTIFICATIONS_RUNTIME, useValue: runtime },
        { provide: NOTIFICATIONS_CONFIG, useValue: config },
        { provide: 'EMAIL_CONTEXT', useValue: ctx },
        {
          provide: NOTIFICATIONS_MAILER,
          useFactory: (): Mailer => {
            const mailer = options.mailer ?? createMailer(runtime, { smtpUrl: config.smtpUrl });
            if (!options.mailer) runtime.onClose(() => mailer.close());
            if (mailer instanceof FileMailbox && runtime.mode === 'embedded' && !runtime.production) {
              runtime.httpMounts.push(devMailboxMount(mailer));
            }
            logger.info({ adapter: mailer.kind }, 'mail adapter ready');
            return mailer;
          },
        },
        {
          provide: NOTIFICATIONS_DB,
          useFactory: async () => {
            const handle = runtime.database('notifications');
            await handle.migrate('notifications', NOTIFICATIONS_MIGRATIONS);
            await startEventPruning(runtime, 'notifications', handle.db, { outbox, processedEvents });
            return handle;
          },
        },
        {
          provide: EmailComposer,
          useFactory: () =>
            new EmailComposer(
              new TemplateStore(
                {
                  name: 'Kukki',
                  url: config.publicUrl,
                  catalogueUrl: absoluteUrl('/catalogo', config.publicUrl),
                  contactUrl: absoluteUrl('/contacto', config.publicUrl),
                  email: config.shopInbox,
                  year: new Date().getFullYear(),
                },
                options.templatesDir ?? TEMPLATES_DIR,
              ),
              logger,
              { limiter: runtime.rateLimiter, prefix: `${config.emailQueue}:`, perHour: config.recipientMailsPerHour },
            ),
        },
        {
          provide: EmailDispatcher,
          inject: [NOTIFICATIONS_DB, NOTIFICATIONS_MAILER, NOTIFICATIONS_CONFIG],
          useFactory: (handle: DatabaseHandle, mailer: Mailer, cfg: NotificationsConfig) =>
            new EmailDispatcher(runtime.jobs, handle.db, mailer, cfg, logger),
        },
        {
          provide: ContactService,
          inject: [NOTIFICATIONS_DB, EmailComposer, EmailDispatcher],
          useFactory: (handle: DatabaseHandle, composer: EmailComposer, dispatcher: EmailDispatcher) =>
            new ContactService(handle.db, composer, dispatcher, ctx),
        },
        {
          provide: EmailAdminService,
          inject: [NOTIFICATIONS_DB, EmailComposer, EmailDispatcher],
          useFactory: (handle: DatabaseHandle, composer: EmailComposer, dispatcher: EmailDispatcher) =>
            new EmailAdminService(handle.db, composer, dispatcher),
        },
        NotificationsLifecycle,
      ],
    };
  }
}
