import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { checkoutPreferenceRequest, PAYMENTS_SERVICE_SUBJECTS, type CheckoutPreferenceRequest } from '@kukki/contracts';
import { Data } from '@kukki/platform';
import { CheckoutService } from './checkout.service';

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** Asked by the orders service, which decides who may pay what. */
  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.checkoutPreference)
  preference(@Data(checkoutPreferenceRequest) charge: CheckoutPreferenceRequest) {
    return this.checkout.preference(charge);
  }
}
