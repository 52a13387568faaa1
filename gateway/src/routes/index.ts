import { CatalogueRoutes } from './catalogue.controller';
import { HealthRoutes } from './health.controller';

/** Every HTTP controller of the gateway. Add a feature's routes here. */
export const ROUTES = [HealthRoutes, CatalogueRoutes];
