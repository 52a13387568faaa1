import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CAPACITY_SUBJECTS,
  setDayCapacityRequest,
  setDefaultCapacityRequest,
  type CapacityReply,
  type DeliveryDatesReply,
  type RpcRequest,
} from '@kukki/contracts';
import { parseOrFail, requireAdmin, withRequest } from '@kukki/platform';
import { CapacityService } from './capacity.service';

@Controller()
export class CapacityController {
  constructor(private readonly capacity: CapacityService) {}

  @MessagePattern(CAPACITY_SUBJECTS.get)
  get(@Payload() msg: RpcRequest): Promise<CapacityReply> {
    return withRequest(msg, async (_data, principal) => {
      requireAdmin(principal);
      return this.capacity.get();
    });
  }

  @MessagePattern(CAPACITY_SUBJECTS.setDefault)
  setDefault(@Payload() msg: RpcRequest): Promise<CapacityReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return this.capacity.setDefault(parseOrFail(setDefaultCapacityRequest, data).defaultPerDay);
    });
  }

  @MessagePattern(CAPACITY_SUBJECTS.setDay)
  setDay(@Payload() msg: RpcRequest): Promise<CapacityReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return this.capacity.setDay(parseOrFail(setDayCapacityRequest, data));
    });
  }

  @MessagePattern(CAPACITY_SUBJECTS.deliveryDates)
  deliveryDates(@Payload() msg: RpcRequest): Promise<DeliveryDatesReply> {
    return withRequest(msg, async () => this.capacity.deliveryDates());
  }
}
