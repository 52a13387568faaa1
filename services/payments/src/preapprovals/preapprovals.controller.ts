import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  PAYMENTS_SERVICE_SUBJECTS,
  preapprovalCreateRequest,
  preapprovalIdRequest,
  subscriptionPreferenceRequest,
  type PreapprovalCreateRequest,
  type PreapprovalDto,
  type SubscriptionPreferenceRequest,
} from '@kukki/contracts';
import { Data } from '@kukki/platform';
import type { z } from 'zod';
import { PreapprovalsService } from './preapprovals.service';

type PreapprovalId = z.infer<typeof preapprovalIdRequest>;

/** What the subscriptions service asks of Mercado Pago, through the payments service. */
@Controller()
export class PreapprovalsController {
  constructor(private readonly preapprovals: PreapprovalsService) {}

  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.preapprovalCreate)
  async create(@Data(preapprovalCreateRequest) request: PreapprovalCreateRequest): Promise<{ preapproval: PreapprovalDto }> {
    return { preapproval: await this.preapprovals.create(request) };
  }

  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.preapprovalGet)
  async get(@Data(preapprovalIdRequest) { preapprovalId }: PreapprovalId): Promise<{ preapproval: PreapprovalDto | null }> {
    return { preapproval: await this.preapprovals.get(preapprovalId) };
  }

  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.preapprovalCancel)
  async cancel(@Data(preapprovalIdRequest) { preapprovalId }: PreapprovalId): Promise<{ preapproval: PreapprovalDto }> {
    return { preapproval: await this.preapprovals.cancel(preapprovalId) };
  }

  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.subscriptionPreference)
  async preference(
    @Data(subscriptionPreferenceRequest) request: SubscriptionPreferenceRequest,
  ): Promise<{ preference: { id: string; initPoint: string } }> {
    return { preference: await this.preapprovals.preference(request) };
  }
}
