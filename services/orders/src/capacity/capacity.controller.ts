import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  CAPACITY_SUBJECTS,
  deliveryDatesRequest,
  setDayCapacityRequest,
  setDefaultCapacityRequest,
  type CapacityReply,
  type DeliveryDatesReply,
  type SetDayCapacityRequest,
} from '@kukki/contracts';
import { AdminPattern, Data } from '@kukki/platform';
import type { z } from 'zod';
import { CapacityService } from './capacity.service';

@Controller()
export class CapacityController {
  constructor(private readonly capacity: CapacityService) {}

  @AdminPattern(CAPACITY_SUBJECTS.get)
  get(): Promise<CapacityReply> {
    return this.capacity.get();
  }

  @AdminPattern(CAPACITY_SUBJECTS.setDefault)
  setDefault(@Data(setDefaultCapacityRequest) changes: z.infer<typeof setDefaultCapacityRequest>): Promise<CapacityReply> {
    return this.capacity.setDefault(changes);
  }

  @AdminPattern(CAPACITY_SUBJECTS.setDay)
  setDay(@Data(setDayCapacityRequest) request: SetDayCapacityRequest): Promise<CapacityReply> {
    return this.capacity.setDay(request);
  }

  @MessagePattern(CAPACITY_SUBJECTS.deliveryDates)
  deliveryDates(@Data(deliveryDatesRequest) { productIds }: z.infer<typeof deliveryDatesRequest>): Promise<DeliveryDatesReply> {
    return this.capacity.deliveryDates(productIds);
  }
}
