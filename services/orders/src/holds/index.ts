export { HoldJobs } from './hold-jobs';
export { HoldsService } from './holds.service';
