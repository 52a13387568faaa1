import { mockApi } from '../../../ui/test/render';

/** GET /api/delivery-dates answering, day by day, whether it still takes orders. */
export const mockDeliveryDates = (days: Record<string, boolean>) =>
  mockApi({ '/api/delivery-dates': { dates: Object.entries(days).map(([date, available]) => ({ date, available })) } });
