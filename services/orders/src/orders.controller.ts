import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject } from '@kukki/contracts';

@Controller()
export class OrdersController {
  @MessagePattern(healthSubject('orders'))
  health() {
    return { status: 'ok' };
  }
}
