import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, type ServiceName } from '@kukki/contracts';

/** Answers `<service>.health` (the gateway's readiness probe and reply-cache owner check). */
export function healthController(service: ServiceName): Type {
  @Controller()
  class ServiceHealthController {
    @MessagePattern(healthSubject(service))
    health() {
      return { status: 'ok' };
    }
  }
  return ServiceHealthController;
}
