import type { EnrolReply } from '@kukki/contracts';

type Enrolled = EnrolReply['enrrollment'];

/** This tab's last enrolment and the request that made it: a reload or a «back» from Mercado Pago shows it again. */
const STORAGE_KEY = 'kukki:suscripcion-registrada';

/** The enrolment this tab already made with exactly `body`, or null (another plan, other data, or none yet). */
export function rememberedEnrolment(body: unknown): Enrolled | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { body: string; enrolment: Enrolled } | null;
    return saved?.body === JSON.stringify(body) && saved.enrolment?._id ? saved.enrolment : null;
  } catch {
    return null;
  }
}

export function rememberEnrolment(body: unknown, enrolment: Enrolled): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ body: JSON.stringify(body), enrolment }));
  } catch {
    // Storage full or blocked: this page still shows «Proceder al pago» until it is left.
  }
}
