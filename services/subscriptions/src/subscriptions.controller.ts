import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject } from '@kukki/contracts';

@Controller()
export class SubscriptionsController {
  @MessagePattern(healthSubject('subscriptions'))
  health() {
    return { status: 'ok' };
  }
}
