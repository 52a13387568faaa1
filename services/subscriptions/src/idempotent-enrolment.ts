import { Inject, Injectable } from '@nestjs/common';
import { SUBSCRIPTION_MESSAGES, type EnrolReply, type EnrolRequest, type Principal } from '@kukki/contracts';
import { notFound, runGuestIdempotent, SERVICE_SEALER, ServiceStore, type Sealer } from '@kukki/platform';
import { idempotencyKeys } from './db/schema';
import { statusOf, toPreApproval } from './dto';
import { EnrolmentService } from './enrolment.service';
import { EnrolmentsRepository } from './enrolments.repository';

/**
 * Enrolment with an `Idempotency-Key`: the first request creates the enrolment (and its Mercado Pago
 * checkout); a repeat with the same key and body answers that enrolment, the same key with another
 * body is a 409. Keys are per customer ('guest' for guests) and kept 24 h. Without a key, as before.
 */
@Injectable()
export class IdempotentEnrolment {
  constructor(
    private readonly enrolments: EnrolmentService,
    private readonly store: ServiceStore,
    private readonly repo: EnrolmentsRepository,
    @Inject(SERVICE_SEALER) private readonly sealer: Sealer,
  ) {}

  enrol(request: EnrolRequest, principal: Principal | null, key: string | undefined): Promise<EnrolReply> {
    if (!key) return this.enrolments.enrol(request, principal);
    return runGuestIdempotent({
      table: idempotencyKeys,
      db: this.store.db,
      sealer: this.sealer,
      principal,
      key,
      // The Mercado Pago checkout is made before the enrolment's transaction: a repeat waits for the first.
      claim: 'before',
      request: { request },
      create: (enrolmentId, complete) => this.enrolments.enrol(request, principal, new Date(), { enrolmentId, complete }),
      replay: (enrolmentId, accessToken) => this.firstEnrolment(enrolmentId, accessToken),
    });
  }

  private async firstEnrolment(id: string, accessToken: string | null): Promise<EnrolReply> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.enrolmentNotFound);
    return {
      enrrollment: {
        _id: id,
        status: statusOf(row),
        preApproval: toPreApproval(row),
        ...(accessToken ? { accessToken } : {}),
      },
    };
  }
}
