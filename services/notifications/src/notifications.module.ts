import { Inject, Injectable } from '@nestjs/common';
import path from 'node:path';
import {
  createMailer,
  serviceModule,
  FileMailbox,
  SERVICE_DATABASE,
  SERVICE_RUNTIME,
  SERVICE_SEALER,
  ServiceStore,
  type DatabaseHandle,
  type EventConsumer,
  type Mailer,
  type Runtime,
  type Sealer,
} from '@kukki/platform';
import { NotificationsController } from './notifications.controller';
import { resolveConfig, type NotificationsConfig, type NotificationsOptions } from './config';
import { ContactService } from './contact.service';
import { EmailAdminService } from './admin.service';
import { EmailDispatcher } from './delivery/email-dispatcher';
import { EmailsRepository } from './emails.repository';
import { EmailComposer } from './emails/composer';
import { pruneSentEmails } from './emails/retention';
import { subscribeEmailEvents } from './events/email-events';
import { TemplateStore, TEMPLATES_DIR } from './render/template-store';
import { absoluteUrl } from './render/format';
import { devMailboxMount } from './dev-mailbox/mount';
import { NOTIFICATIONS_CONFIG, NOTIFICATIONS_MAILER } from './tokens';
import { outbox, processedEvents } from './db/schema';
import { DevWhatsAppTwin } from './whatsapp/dev-twin';
import { answerInbound, WhatsAppInboundService } from './whatsapp/inbound';
import { devWhatsAppMount } from './whatsapp/mount';
import { WHATSAPP_SENDER, WhatsAppDispatcher, whatsAppSenderFor, WhatsAppUpdates } from './whatsapp/whatsapp-updates';

export const NOTIFICATIONS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

/** Each domain event becomes its e-mail rows (once per event id), queued for the dispatcher. */
@Injectable()
class EmailEvents implements EventConsumer {
  constructor(
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
    private readonly store: ServiceStore,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly composer: EmailComposer,
    private readonly dispatcher: EmailDispatcher,
    @Inject(SERVICE_SEALER) private readonly sealer: Sealer,
  ) {}

  subscribe() {
    return subscribeEmailEvents({
      bus: this.runtime.events,
      db: this.store.db,
      composer: this.composer,
      dispatcher: this.dispatcher,
      ctx: { publicUrl: this.config.publicUrl, shopInbox: this.config.shopInbox },
      logger: this.runtime.logger('notifications'),
      sealer: this.sealer,
    });
  }
}

/** The mail adapter follows the composition (file mailbox embedded, SMTP distributed) unless SMTP_URL is set. */
function mailerFor(runtime: Runtime, config: NotificationsConfig, options: NotificationsOptions): Mailer {
  const mailer = options.mailer ?? createMailer(runtime, { smtpUrl: config.smtpUrl });
  if (!options.mailer) runtime.onClose(() => mailer.close());
  if (mailer instanceof FileMailbox && runtime.mode === 'embedded' && !runtime.production) runtime.httpMounts.push(devMailboxMount(mailer));
  runtime.logger('notifications').info({ adapter: mailer.kind }, 'mail adapter ready');
  return mailer;
}

/** The e-mail templates with the shop's details every e-mail shows. */
function composerFor(runtime: Runtime, config: NotificationsConfig, options: NotificationsOptions): EmailComposer {
  const shop = {
    name: 'Kukki',
    url: config.publicUrl,
    catalogueUrl: absoluteUrl('/catalogo', config.publicUrl),
    contactUrl: absoluteUrl('/contacto', config.publicUrl),
    email: config.shopInbox,
    year: new Date().getFullYear(),
  };
  return new EmailComposer(new TemplateStore(shop, options.templatesDir ?? TEMPLATES_DIR), runtime.logger('notifications'), {
    limiter: runtime.rateLimiter,
    prefix: `${config.emailQueue}:`,
    perHour: config.recipientMailsPerHour,
  });
}

/** E-mail from domain events and contact forms; `options` overrides the environment (tests). */
export const NotificationsModule = serviceModule('NotificationsModule', (runtime: Runtime, options: NotificationsOptions = {}) => {
  const config = resolveConfig(runtime, options);
  return {
    name: 'notifications',
    migrations: { notifications: NOTIFICATIONS_MIGRATIONS },
    eventTables: { outbox, processedEvents },
    pruneRetained: pruneSentEmails,
    controllers: [NotificationsController],
    repositories: [EmailsRepository],
    providers: [
      { provide: NOTIFICATIONS_CONFIG, useValue: config },
      { provide: NOTIFICATIONS_MAILER, useFactory: () => mailerFor(runtime, config, options) },
      { provide: EmailComposer, useFactory: () => composerFor(runtime, config, options) },
      {
        provide: EmailDispatcher,
        inject: [SERVICE_DATABASE, NOTIFICATIONS_MAILER, SERVICE_SEALER],
        useFactory: (handle: DatabaseHandle, mailer: Mailer, sealer: Sealer) =>
          new EmailDispatcher(runtime.jobs, handle.db, mailer, config, runtime.logger('notifications'), sealer),
      },
      ContactService,
      EmailAdminService,
      {
        provide: WHATSAPP_SENDER,
        inject: [SERVICE_DATABASE],
        useFactory: (handle: DatabaseHandle) => {
          const sender = whatsAppSenderFor(runtime);
          if (sender instanceof DevWhatsAppTwin && runtime.mode === 'embedded')
            runtime.httpMounts.push(devWhatsAppMount(sender, (inbound) => answerInbound(handle.db, inbound)));
          return sender;
        },
      },
      WhatsAppDispatcher,
      WhatsAppInboundService,
    ],
    consumers: [EmailEvents, WhatsAppUpdates],
    jobs: [EmailDispatcher, WhatsAppDispatcher],
  };
});
