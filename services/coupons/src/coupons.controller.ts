import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject } from '@kukki/contracts';

@Controller()
export class CouponsController {
  @MessagePattern(healthSubject('coupons'))
  health() {
    return { status: 'ok' };
  }
}
