export const ORDERS_SUBJECTS = {
  /** { userId } → { orders: OrderSummaryDto[] } — used by the users service. */
  listByUser: 'orders.orders.by-user',
  /** CreateOrderCommand → CreateOrderReply */
  create: 'orders.order.create',
  /** CreateOrderCommand → OrderQuoteReply: prices an order like create, stores and reserves nothing. */
  quote: 'orders.order.quote',
  /** OrderAccessRequest → OrderDetailReply (owner, admin, or the guest's capability) */
  get: 'orders.order.get',
  /** CancelOrderRequest → OrderReply */
  cancel: 'orders.order.cancel',
  /** AdminListOrdersRequest → AdminOrdersReply */
  adminList: 'orders.admin.list',
  /** { id } → OrderReply */
  adminGet: 'orders.admin.get',
  /** { id, status } → UpdatedOrderReply */
  adminUpdateStatus: 'orders.admin.update-status',
  /** {} → AdminStatsReply */
  adminStats: 'orders.admin.stats',
  /** AdminOrdersFilter → AdminOrdersCsvReply */
  adminExport: 'orders.admin.export',
} as const;
