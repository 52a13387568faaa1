import { DEFAULT_CLOSED_WEEKDAYS, type CapacityUnit } from '@kukki/contracts';

export interface CapacitySettings {
  defaultPerDay: number | null;
  closedWeekdays: number[];
  capacityUnit: CapacityUnit;
}

/**
 * The settings before anyone saved any: no limit, Sunday closed, counted in orders. The one source of the
 * defaults for the code, the order-take query's fallbacks and the schema's column defaults (the migration
 * that added the columns states the same values in SQL; the capacity tests check they agree).
 */
export const DEFAULT_CAPACITY_SETTINGS: Readonly<CapacitySettings> = {
  defaultPerDay: null,
  closedWeekdays: [...DEFAULT_CLOSED_WEEKDAYS],
  capacityUnit: 'orders',
};
