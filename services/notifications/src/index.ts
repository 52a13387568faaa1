export * from './notifications.module';
export { resolveConfig, type NotificationsConfig, type NotificationsOptions } from './config';
export { TEMPLATE_NAMES, TEMPLATES_DIR, type TemplateName } from './render/template-store';
export { devMailboxMount } from './dev-mailbox/mount';
export { DevWhatsAppTwin } from './whatsapp/dev-twin';
export { devWhatsAppMount } from './whatsapp/mount';
