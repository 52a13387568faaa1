export { CapacityController } from './capacity.controller';
export { CapacityService } from './capacity.service';
