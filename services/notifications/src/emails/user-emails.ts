import type { PasswordResetRequested, UserSignedUp, UserUpdated } from '@kukki/contracts';
import { absoluteUrl, dateTime, firstName } from '../render/format';
import { isEmail, type EmailContext, type EmailDraft } from './draft';

export function welcome(e: UserSignedUp, ctx: EmailContext): EmailDraft[] {
  if (!isEmail(e.email)) return [];
  return [
    {
      template: 'welcome',
      to: e.email.trim(),
      view: { name: firstName(e.name), fullName: e.name, catalogueUrl: absoluteUrl('/catalogo', ctx.publicUrl) },
    },
  ];
}

export function accountUpdated(e: UserUpdated, ctx: EmailContext): EmailDraft[] {
  if (!isEmail(e.email)) return [];
  return [
    {
      template: 'account-updated',
      to: e.email.trim(),
      view: { name: firstName(e.name), fullName: e.name, profileUrl: absoluteUrl('/profile', ctx.publicUrl) },
    },
  ];
}

export function passwordReset(e: PasswordResetRequested, ctx: EmailContext): EmailDraft[] {
  if (!isEmail(e.email)) return [];
  return [
    {
      template: 'password-reset',
      to: e.email.trim(),
      view: { name: firstName(e.name), resetUrl: absoluteUrl(e.resetUrl, ctx.publicUrl), expiresAt: dateTime(e.expiresAt) },
    },
  ];
}
