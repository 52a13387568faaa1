/** The validated notifications settings (`NotificationsConfig`) and the mail adapter (`Mailer`). */
export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');
export const NOTIFICATIONS_MAILER = Symbol('NOTIFICATIONS_MAILER');
