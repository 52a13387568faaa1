import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject } from '@kukki/contracts';

@Controller()
export class NotificationsController {
  @MessagePattern(healthSubject('notifications'))
  health() {
    return { status: 'ok' };
  }
}
