import { z } from 'zod';
import { CONTROL_CHARS_MESSAGE, isSingleLine } from './validation';

/** Spanish texts of the contact forms (spec §8). */
export const CONTACT_MESSAGES = {
  success: '¡Hemos recibido tu mensaje, en seguida nos comunicaremos contigo!',
  failure: '¡Algo salió mal, por favor inténtalo de nuevo!',
  nameRequired: 'Por favor escribe tu nombre',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres',
  emailInvalid: 'Por favor escribe un correo electrónico válido',
  messageRequired: 'Por favor escribe tu mensaje',
  messageTooLong: 'El mensaje no puede tener más de 5000 caracteres',
  phoneInvalid: 'El teléfono solo puede tener números, espacios o el signo +',
  phoneLength: 'El teléfono debe tener entre 7 y 15 dígitos',
  enterpriceTooLong: 'El nombre de la empresa no puede tener más de 150 caracteres',
  enterpriceInvalid: 'El nombre de la empresa no es válido',
} as const;

/** What the e-mails say when the business form sends no company name. */
export const CONTACT_UNNAMED_COMPANY = 'tu empresa';

/** A missing or non-text value becomes '' so the field's own Spanish message is reported. */
const text = (requiredMessage: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v == null ? '' : v),
    z.string({ invalid_type_error: requiredMessage }).min(1, requiredMessage).max(max, tooLong),
  );

const optionalText = (max: number, tooLong: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
    z.string({ invalid_type_error: invalid }).max(max, tooLong).optional(),
  );

/** Digits with optional spaces, dashes, parentheses or a leading +; 7 to 15 digits. */
export const PHONE = /^\+?[\d\s\-()]+$/;
const phone = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
  z
    .string({ invalid_type_error: CONTACT_MESSAGES.phoneInvalid })
    .regex(PHONE, CONTACT_MESSAGES.phoneInvalid)
    .refine((s) => {
      const digits = s.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, CONTACT_MESSAGES.phoneLength)
    .optional(),
);

/** POST /api/contact/email: general form, or business form when `enterprice` is present. */
export const contactMessageSchema = z.object({
  name: text(CONTACT_MESSAGES.nameRequired, 100, CONTACT_MESSAGES.nameTooLong).refine(
    (s) => typeof s !== 'string' || isSingleLine(s),
    CONTROL_CHARS_MESSAGE,
  ),
  phone,
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v == null ? '' : v),
    z
      .string({ invalid_type_error: CONTACT_MESSAGES.emailInvalid })
      .max(254, CONTACT_MESSAGES.emailInvalid)
      .email(CONTACT_MESSAGES.emailInvalid),
  ),
  message: text(CONTACT_MESSAGES.messageRequired, 5000, CONTACT_MESSAGES.messageTooLong),
  /** Company name (spelling as in the original form); present means a bulk-quote request. */
  /** A form that only flags itself as the business one (`enterprice: true`) is a bulk-quote request without a company name. */
  enterprice: z.preprocess(
    (v) => (v === true ? CONTACT_UNNAMED_COMPANY : v === false ? undefined : v),
    optionalText(150, CONTACT_MESSAGES.enterpriceTooLong, CONTACT_MESSAGES.enterpriceInvalid),
  ),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export interface ContactReply {
  message: string;
}

/** An e-mail as the operator sees it (failed list, retry). */
export interface EmailRecordDto {
  _id: string;
  template: string;
  to: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  source: string;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

export const NOTIFICATIONS_SUBJECTS = {
  /** ContactMessageInput → ContactReply. */
  submitContact: 'notifications.contact.submit',
  /** admin; {} → { emails: EmailRecordDto[] } */
  listFailed: 'notifications.emails.failed',
  /** admin; { id } → { email: EmailRecordDto } */
  retryEmail: 'notifications.emails.retry',
  /** a customer's answer (the development twin's page, or the Cloud API's signed webhook), WhatsAppInbound → WhatsAppInboundReply (404 without a WhatsApp sender) */
  whatsAppInbound: 'notifications.whatsapp.inbound',
} as const;

/** A customer's answer on WhatsApp: the phone it came from (E.164 or as typed) and its text; «BAJA» stops the updates. */
export const whatsAppInboundSchema = z.object({
  from: z.string().trim().min(1).max(40),
  text: z.string().max(4096),
});
export type WhatsAppInbound = z.infer<typeof whatsAppInboundSchema>;
export interface WhatsAppInboundReply {
  optedOut: boolean;
}

/** What `GET|POST /api/webhooks/whatsapp` (the WhatsApp Business Cloud API's webhook) answers when it refuses. */
export const WHATSAPP_WEBHOOK_MESSAGES = {
  notConfigured: 'Esta tienda no recibe mensajes de WhatsApp',
  badVerifyToken: 'El token de verificación de WhatsApp no coincide',
  badSignature: 'La firma de WhatsApp no es válida',
} as const;
