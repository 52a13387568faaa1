import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject } from '@kukki/contracts';

@Controller()
export class UsersController {
  @MessagePattern(healthSubject('users'))
  health() {
    return { status: 'ok' };
  }
}
