import fs from 'node:fs';
import path from 'node:path';
import { EVENTS } from '@kukki/contracts';
import type { TemplateStore } from '../render/template-store';
import { contactEmails } from '../emails/contact-emails';
import type { EmailContext } from '../emails/draft';
import { draftsForEvent } from '../emails/event-emails';
import { SAMPLE_EVENTS, sampleEvent, sampleOrder } from './email-samples';

/**
 * Writes the e-mails of the sample events (and of every status that has one) and of a business contact
 * message, one `<template>.html` per template, in `dir` (KUKKI_EMAIL_PREVIEW_DIR by default), for a
 * person to open in a browser. Writes nothing without a folder; returns the files written.
 */
export function writeEmailPreviews(store: TemplateStore, ctx: EmailContext, dir = process.env.KUKKI_EMAIL_PREVIEW_DIR): string[] {
  if (!dir) return [];
  fs.mkdirSync(dir, { recursive: true });
  const contact = { name: 'Luis', email: 'luis@empresa.mx', message: 'Necesitamos 200 cajas', enterprice: 'Empresa S.A.' };
  // The sample status change is «cocinando»; the other statuses with an e-mail get one each.
  const laterStatuses = (['enviada', 'entregada'] as const).map((status) =>
    sampleEvent(EVENTS.orderStatusChanged, {
      ...(SAMPLE_EVENTS[EVENTS.orderStatusChanged] as Record<string, unknown>),
      order: sampleOrder({ status, isPaid: true }),
    }),
  );
  const drafts = [
    ...Object.values(EVENTS).flatMap((type) => draftsForEvent(sampleEvent(type), ctx)),
    ...laterStatuses.flatMap((event) => draftsForEvent(event, ctx)),
    ...contactEmails(contact, new Date(), ctx),
  ];
  const written = new Set<string>();
  for (const draft of drafts) {
    const file = path.join(dir, `${draft.template}.html`);
    fs.writeFileSync(file, store.render(draft.template, draft.view).html);
    written.add(file);
  }
  return [...written];
}
