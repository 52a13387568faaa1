export { HoldsService } from './holds.service';
