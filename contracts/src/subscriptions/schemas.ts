import { z } from 'zod';
import { CITIES, DEFAULT_CITY } from '../constants';
import { isRealDay, ISO_DAY } from '../dates';
import { withDeliveryCoverage } from '../delivery';
import { refineCountryPhone } from '../mx-phone';
import { CONTROL_CHARS_MESSAGE, isSingleLine, objectId, tooLongMessage } from '../validation';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { ENROLMENT_STATES, ENROLMENT_STATUSES } from './status';

/** A required one-line text: `message` when missing, `field` named when longer than `max`. */
const text = (message: string, field: string, max = 120) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ required_error: message, invalid_type_error: message })
      .min(1, message)
      .max(max, SUBSCRIPTION_MESSAGES.tooLong(field, max))
      .refine(isSingleLine, CONTROL_CHARS_MESSAGE),
  );
const digits = (pattern: RegExp, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[\s\-().]/g, '').replace(/^\+/, '') : v),
    z.string({ required_error: message, invalid_type_error: message }).regex(pattern, message),
  );

export const enrolmentPayerSchema = z.object(
  {
    name: text(SUBSCRIPTION_MESSAGES.nameRequired, 'El nombre'),
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z
        .string({ required_error: SUBSCRIPTION_MESSAGES.emailInvalid, invalid_type_error: SUBSCRIPTION_MESSAGES.emailInvalid })
        .email(SUBSCRIPTION_MESSAGES.emailInvalid)
        .max(200, SUBSCRIPTION_MESSAGES.emailInvalid),
    ),
    phone: z
      .object(
        {
          // Same phone rules as an order's payer.
          area_code: digits(/^\d{1,4}$/, SUBSCRIPTION_MESSAGES.areaCodeInvalid),
          number: digits(/^\d{7,15}$/, SUBSCRIPTION_MESSAGES.phoneInvalid),
        },
        { required_error: SUBSCRIPTION_MESSAGES.phoneInvalid, invalid_type_error: SUBSCRIPTION_MESSAGES.phoneInvalid },
      )
      .superRefine(refineCountryPhone),
    // Postcode inside the delivery coverage and of the chosen city.
    deliveryAddress: withDeliveryCoverage(
      z.object(
        {
          street_name: text(SUBSCRIPTION_MESSAGES.streetRequired, 'La calle'),
          street_number: text(SUBSCRIPTION_MESSAGES.streetNumberRequired, 'El número exterior', 20),
          interior_number: z.preprocess(
            (v) => (v == null ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
            z.string({ invalid_type_error: 'El número interior no es válido' }).max(20, tooLongMessage('El número interior', 20)),
          ),
          zip_code: digits(/^\d{5}$/, SUBSCRIPTION_MESSAGES.zipInvalid),
          col: text(SUBSCRIPTION_MESSAGES.colRequired, 'La colonia'),
          del: text(SUBSCRIPTION_MESSAGES.delRequired, 'La alcaldía o municipio'),
          city: z.preprocess(
            (v) => (v == null || v === '' ? DEFAULT_CITY : v),
            z.enum(CITIES, { errorMap: () => ({ message: SUBSCRIPTION_MESSAGES.cityInvalid }) }),
          ),
          subscriptionDate: z
            .string({ required_error: SUBSCRIPTION_MESSAGES.dateInvalid, invalid_type_error: SUBSCRIPTION_MESSAGES.dateInvalid })
            .transform((v) => v.trim().slice(0, 10))
            .refine((v) => ISO_DAY.test(v) && isRealDay(v), SUBSCRIPTION_MESSAGES.dateInvalid),
          notes: z.preprocess(
            (v) => (v == null ? '' : typeof v === 'string' ? v.trim() : v),
            z.string({ invalid_type_error: SUBSCRIPTION_MESSAGES.notesTooLong }).max(200, SUBSCRIPTION_MESSAGES.notesTooLong),
          ),
        },
        { required_error: SUBSCRIPTION_MESSAGES.streetRequired, invalid_type_error: SUBSCRIPTION_MESSAGES.streetRequired },
      ),
    ),
  },
  { required_error: SUBSCRIPTION_MESSAGES.payerRequired, invalid_type_error: SUBSCRIPTION_MESSAGES.payerRequired },
);

/** The plan the client chose; only its id (or name + period) is used to find it on the server. */
export const enrolmentPlanSchema = z
  .object(
    {
      _id: objectId.optional(),
      id: objectId.optional(),
      name: z.string().max(120).optional(),
      amount: z.unknown().optional(),
      period: z.string().max(40).optional(),
      disclaimer: z.unknown().optional(),
    },
    { required_error: SUBSCRIPTION_MESSAGES.planRequired, invalid_type_error: SUBSCRIPTION_MESSAGES.planRequired },
  )
  .refine((s) => Boolean(s._id || s.id || (s.name && s.period)), SUBSCRIPTION_MESSAGES.planRequired)
  .transform((s) => ({ id: (s._id ?? s.id)?.toLowerCase(), name: s.name?.trim(), period: s.period?.trim() }));

export const enrolRequestSchema = z.object({
  payer: enrolmentPayerSchema,
  subscription: enrolmentPlanSchema,
});
export type EnrolRequest = z.infer<typeof enrolRequestSchema>;

export const getSubscriptionPlanRequest = z.object({ id: objectId });
export const subscriptionsByUserRequest = z.object({ userId: objectId });
/** `status` in Spanish (as the API answers it); the stored English names are still read. */
export const adminEnrolmentsRequest = z.object({
  status: z
    .enum([...ENROLMENT_STATUSES, ...ENROLMENT_STATES, 'todas'], { errorMap: () => ({ message: SUBSCRIPTION_MESSAGES.statusInvalid }) })
    .optional(),
});
/** The capability of a guest's enrolment (header X-Subscription-Token or X-Order-Token, query or body `token`). */
const enrolmentToken = z
  .string({ invalid_type_error: SUBSCRIPTION_MESSAGES.tokenInvalid })
  .max(200, SUBSCRIPTION_MESSAGES.tokenInvalid)
  .optional();
export const enrolmentAccessRequest = z.object({ id: objectId, token: enrolmentToken });
export type EnrolmentAccessRequest = z.infer<typeof enrolmentAccessRequest>;
export const SUBSCRIPTION_MONTH_KEY = /^\d{4}-(0[1-9]|1[0-2])$/;
export const adminDeliveriesRequest = z.object({
  month: z
    .string({ required_error: SUBSCRIPTION_MESSAGES.monthInvalid })
    .regex(SUBSCRIPTION_MONTH_KEY, SUBSCRIPTION_MESSAGES.monthInvalid)
    .optional(),
});
