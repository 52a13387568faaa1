import {
  FORGOT_PASSWORD_PATH,
  type EmailChanged,
  type PasswordChanged,
  type PasswordResetRequested,
  type UserSignedUp,
  type UserUpdated,
} from '@kukki/contracts';
import { absoluteUrl, dateTime, firstName } from '../render/format';
import { emailTo, type EmailContext, type EmailDraft } from './draft';

export function welcome(e: UserSignedUp, ctx: EmailContext): EmailDraft[] {
  return emailTo('welcome', e.email, () => ({
    name: firstName(e.name),
    fullName: e.name,
    catalogueUrl: absoluteUrl('/catalogo', ctx.publicUrl),
  }));
}

export function accountUpdated(e: UserUpdated, ctx: EmailContext): EmailDraft[] {
  return emailTo('account-updated', e.email, () => ({
    name: firstName(e.name),
    fullName: e.name,
    profileUrl: absoluteUrl('/profile', ctx.publicUrl),
  }));
}

export function passwordReset(e: PasswordResetRequested, ctx: EmailContext): EmailDraft[] {
  return emailTo('password-reset', e.email, () => ({
    name: firstName(e.name),
    resetUrl: absoluteUrl(e.resetUrl, ctx.publicUrl),
    expiresAt: dateTime(e.expiresAt),
  }));
}

/** «Tu contraseña cambió»: after a change from the profile or a reset link. */
export function passwordChanged(e: PasswordChanged, ctx: EmailContext): EmailDraft[] {
  return emailTo('password-changed', e.email, () => ({
    name: firstName(e.name),
    changedAt: dateTime(e.changedAt),
    forgotUrl: absoluteUrl(FORGOT_PASSWORD_PATH, ctx.publicUrl),
  }));
}

/** To the previous address, so whoever owns it learns the account moved. */
export function emailChanged(e: EmailChanged, ctx: EmailContext): EmailDraft[] {
  return emailTo('email-changed', e.previousEmail, () => ({
    name: firstName(e.name),
    email: e.email,
    previousEmail: e.previousEmail,
    changedAt: dateTime(e.changedAt),
    contactUrl: absoluteUrl('/contacto', ctx.publicUrl),
  }));
}
