import { z } from 'zod';
import { CITIES, DEFAULT_CITY } from './constants';
import type { DeliveryAddressDto } from './delivery';
import type { OrderSummaryDto } from './orders';
import type { UserSubscriptionDto } from './subscriptions';
import { CONTROL_CHARS_MESSAGE, isSingleLine, objectId, tooLongMessage } from './validation';

/** Request/reply subjects of the users service (ARCHITECTURE §4). */
export const USERS_SUBJECTS = {
  signup: 'users.accounts.signup',
  login: 'users.sessions.login',
  /** { userId, issuedAt, sessionId? } → { principal | null }; the gateway asks it on every authenticated request. */
  verifySession: 'users.sessions.verify',
  /** { userId, sessionId, expiresAt } → { revoked }: logout revokes the presented token. */
  logout: 'users.sessions.revoke',
  profile: 'users.profile.get',
  updateMe: 'users.profile.update',
  updatePassword: 'users.password.update',
  forgotPassword: 'users.password.forgot',
  resetPassword: 'users.password.reset',
  adminList: 'users.accounts.list',
  adminGet: 'users.accounts.get',
  /** { id, active } → { message, user }: deactivates or reactivates an account (never the last admin). */
  adminSetActive: 'users.accounts.set-active',
  /** { userId, orderId } → { granted }: atomically holds the first-purchase discount for one order. */
  reserveFirstPurchase: 'users.first-purchase.reserve',
  /** { userId, orderId } → { released }: gives the hold back when that order could not be created. */
  releaseFirstPurchase: 'users.first-purchase.release',
  /** { userId } → { eligible }: would an order now get the first-purchase discount (nothing held). */
  firstPurchaseStatus: 'users.first-purchase.status',
} as const;

export const USER_MESSAGES = {
  nameRequired: 'Por favor ingresa tu nombre',
  nameTooLong: 'El nombre no puede tener más de 80 caracteres',
  emailRequired: 'Por favor ingresa tu correo',
  emailInvalid: 'Por favor ingresa un correo válido',
  passwordRequired: 'Por favor ingresa tu contraseña',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordTooLong: 'La contraseña no puede tener más de 128 caracteres',
  passwordBlank: 'La contraseña no puede ser solo espacios',
  passwordConfirmRequired: 'Por favor confirma tu contraseña',
  passwordMismatch: 'Las contraseñas no coinciden',
  passwordCurrentRequired: 'Por favor ingresa tu contraseña actual',
  passwordCurrentWrong: 'Tu contraseña actual es incorrecta',
  emailTaken: 'Ya existe una cuenta con ese correo',
  /** No answer in time: a log-in records nothing, so trying again is safe. */
  loginUnconfirmed: 'No pudimos iniciar tu sesión a tiempo, por favor inténtalo de nuevo',
  /** No answer in time: the account may exist by now, so the way on is logging in, not signing up again. */
  signupUnconfirmed:
    'No recibimos la confirmación a tiempo y tu cuenta pudo haberse creado: intenta iniciar sesión con tu correo y contraseña',
  wrongCredentials: 'Correo o contraseña incorrectos',
  accountDeactivated: 'Tu cuenta está desactivada, por favor contáctanos',
  tooManyLogins: 'Demasiados intentos de inicio de sesión, por favor espera unos minutos e inténtalo de nuevo',
  notYourself: 'Solo puedes actualizar tu propia información',
  userNotFound: 'No encontramos ese usuario',
  cityInvalid: 'La ciudad debe ser CDMX o Estado de México',
  zipInvalid: 'El código postal debe tener 5 dígitos',
  phoneInvalid: 'Por favor ingresa un teléfono válido',
  fieldTooLong: tooLongMessage,
  resetTokenInvalid: 'El enlace para restablecer tu contraseña no es válido o ya expiró',
  // Spec §8 wording, typo included.
  updatedMe: 'Se actualizó la información correctamente',
  updatedPassword: 'Se actualizó la contraseña correctamente',
  passwordReset: 'Se restableció tu contraseña correctamente',
  forgotPasswordSent: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña',
  loggedOut: 'Cerraste tu sesión correctamente',
  lastnameTooLong: 'El apellido no puede tener más de 80 caracteres',
  passwordCurrentForEmail: 'Por favor ingresa tu contraseña actual para cambiar tu correo',
  activeRequired: 'Indica si la cuenta debe estar activa (true) o desactivada (false)',
  lastAdmin: 'No puedes desactivar al último administrador activo',
  accountDeactivatedByAdmin: 'La cuenta quedó desactivada',
  accountReactivated: 'La cuenta quedó activa',
} as const;

const M = USER_MESSAGES;

/** A missing field gets the field's own Spanish message instead of the generic one. */
const required = <S extends z.ZodTypeAny>(schema: S) => z.preprocess((v) => v ?? '', schema);

const name = z
  .string({ required_error: M.nameRequired, invalid_type_error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(80, M.nameTooLong)
  .refine(isSingleLine, CONTROL_CHARS_MESSAGE);
/** Emails are kept trimmed and lower-case: one account per address whatever its case. */
export const emailSchema = z
  .string({ required_error: M.emailRequired, invalid_type_error: M.emailInvalid })
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .email(M.emailInvalid);
const newPassword = z
  .string({ required_error: M.passwordRequired, invalid_type_error: M.passwordRequired })
  .min(8, M.passwordTooShort)
  .max(128, M.passwordTooLong)
  // Eight spaces are eight characters but no password.
  .refine((password) => password.trim() !== '', M.passwordBlank);
const passwordConfirm = z
  .string({ required_error: M.passwordConfirmRequired, invalid_type_error: M.passwordConfirmRequired })
  .min(1, M.passwordConfirmRequired);

const matching = <T extends { password: string; passwordConfirm: string }>(v: T) => v.password === v.passwordConfirm;
const mismatch = { message: M.passwordMismatch, path: ['passwordConfirm'] };

/** Optional surname, kept apart from the name (an empty string clears it). */
const lastname = z.preprocess(
  (v) => (v === null ? '' : v),
  z.string({ invalid_type_error: M.lastnameTooLong }).trim().max(80, M.lastnameTooLong),
);

export const signupRequest = z
  .object({
    name: required(name),
    lastname: lastname.optional(),
    email: required(emailSchema),
    password: required(newPassword),
    passwordConfirm: required(passwordConfirm),
  })
  .refine(matching, mismatch);
export type SignupRequest = z.infer<typeof signupRequest>;

export const loginRequest = z.object({
  email: required(
    z
      .string({ required_error: M.emailRequired, invalid_type_error: M.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, M.emailRequired)
      .max(254, M.wrongCredentials),
  ),
  password: required(
    z
      .string({ required_error: M.passwordRequired, invalid_type_error: M.passwordRequired })
      .min(1, M.passwordRequired)
      .max(1024, M.wrongCredentials),
  ),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Forms may send numbers (phone, zip) or null for an empty field: both are read as text. */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v === null ? '' : v);
/** `field`: the field with its article, for the too-long message. */
const text = (field: string, max: number) =>
  z.preprocess(
    asText,
    z
      .string({ invalid_type_error: M.fieldTooLong(field, max) })
      .trim()
      .max(max, M.fieldTooLong(field, max))
      .refine(isSingleLine, CONTROL_CHARS_MESSAGE),
  );

/** Delivery address kept on the profile (spec §3 User.deliveryInfo). Every field may be sent alone. */
export const deliveryInfoPatch = z
  .object({
    street_name: text('La calle', 120),
    street_number: text('El número exterior', 20),
    interior_number: text('El número interior', 20),
    col: text('La colonia', 80),
    del: text('La alcaldía o municipio', 80),
    // A numeric zip lost its leading zero (06700 → 6700).
    zip_code: z.preprocess(
      (v) => (typeof v === 'number' ? String(v).padStart(5, '0') : asText(v)),
      z
        .string({ invalid_type_error: M.zipInvalid })
        .trim()
        .regex(/^(\d{5})?$/, M.zipInvalid),
    ),
    // An empty select means the default city (spec §5).
    city: z.preprocess(
      (v) => (v === '' || v === null ? DEFAULT_CITY : v),
      z.enum(CITIES, { errorMap: () => ({ message: M.cityInvalid }) }),
    ),
    phone: z.preprocess(
      asText,
      z
        .string({ invalid_type_error: M.phoneInvalid })
        .trim()
        .regex(/^(\+?[\d\s()-]{7,20})?$/, M.phoneInvalid),
    ),
  })
  .partial();
export type DeliveryInfoPatch = z.infer<typeof deliveryInfoPatch>;

export interface DeliveryInfoDto extends DeliveryAddressDto {
  phone: string;
}

export const EMPTY_DELIVERY_INFO: DeliveryInfoDto = {
  street_name: '',
  street_number: '',
  interior_number: '',
  col: '',
  del: '',
  zip_code: '',
  city: DEFAULT_CITY,
  phone: '',
};

/** PATCH /api/usuarios/updateMe: `id`, when sent, must be the caller's own. */
export const updateMeRequest = z.object({
  id: z.string().optional().nullable(),
  _id: z.string().optional().nullable(),
  name: name.optional(),
  lastname: lastname.optional(),
  email: emailSchema.optional(),
  /** Required when `email` changes the address. */
  passwordCurrent: z.string({ invalid_type_error: M.passwordCurrentForEmail }).max(1024, M.passwordCurrentWrong).optional().nullable(),
  deliveryInfo: deliveryInfoPatch.optional().nullable(),
});
export type UpdateMeRequest = z.infer<typeof updateMeRequest>;

export const updatePasswordRequest = z
  .object({
    passwordCurrent: required(
      z.string({ invalid_type_error: M.passwordCurrentRequired }).min(1, M.passwordCurrentRequired).max(1024, M.passwordCurrentWrong),
    ),
    password: required(newPassword),
    passwordConfirm: required(passwordConfirm),
  })
  .refine(matching, mismatch);
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

export const forgotPasswordRequest = z.object({ email: required(emailSchema) });

export const resetPasswordBody = z
  .object({ password: required(newPassword), passwordConfirm: required(passwordConfirm) })
  .refine(matching, mismatch);
export const resetPasswordRequest = z
  .object({
    token: z.string().min(1, M.resetTokenInvalid).max(200, M.resetTokenInvalid),
    password: required(newPassword),
    passwordConfirm: required(passwordConfirm),
  })
  .refine(matching, mismatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const verifySessionRequest = z.object({
  userId: z.string().min(1).max(64),
  issuedAt: z.number().int().nonnegative(),
  sessionId: z.string().min(1).max(128).optional(),
});
/** Internal: the gateway tells which session made the call (kept alive when the e-mail changes). */
export const callerSessionRequest = z.object({ sessionId: z.string().min(1).max(128).optional() });
export const logoutRequest = z.object({
  userId: z.string().min(1).max(64),
  sessionId: z.string().min(1).max(128),
  expiresAt: z.number().int().nonnegative(),
});
/** PATCH /api/admin/users/{id} */
export const adminSetActiveBody = z.object({
  active: required(z.boolean({ required_error: M.activeRequired, invalid_type_error: M.activeRequired })),
});
export const adminSetActiveRequest = adminSetActiveBody.extend({ id: objectId });
export const userIdRequest = z.object({ id: objectId });
export const firstPurchaseRequest = z.object({ userId: objectId, orderId: z.string().min(1).max(64) });
export type FirstPurchaseRequest = z.infer<typeof firstPurchaseRequest>;

/** Who a user is: the fields every answer about a user carries. */
export interface UserIdentityDto {
  _id: string;
  name: string;
  lastname: string;
  email: string;
  isAdmin: boolean;
  firstPurchase: boolean;
}

/** Login and signup answer (spec §3 "stored login info"). */
export interface UserInfoDto extends UserIdentityDto {
  token: string;
}

export interface UserDto extends UserIdentityDto {
  active: boolean;
  phone?: string;
  /** null until the user saves an address ('Dirección no registrada...'). */
  deliveryInfo: DeliveryInfoDto | null;
  createdAt: string;
}

export interface ProfileDto extends UserIdentityDto {
  phone?: string;
  deliveryInfo: DeliveryInfoDto | null;
  orders: OrderSummaryDto[];
  subscriptions: UserSubscriptionDto[];
}

export interface UpdateMeReply {
  message: string;
  user: UserDto;
}

export type UpdatePasswordReply = UserInfoDto & { message: string };
export type ResetPasswordReply = UserInfoDto & { message: string };

export interface AdminUsersReply {
  users: UserDto[];
}

export type AdminUserDetailReply = UserDto & { orders: OrderSummaryDto[] };

export interface AdminSetActiveReply {
  message: string;
  user: UserDto;
}

/** What the admin screens say of an account. */
export const accountStatusLabel = (active: boolean) => (active ? 'Activa' : 'Desactivada');

export interface VerifySessionReply {
  principal: { userId: string; isAdmin: boolean } | null;
}
