/** The shapes the admin reads and sends: the API's own contracts, under the admin's short names. */
export type {
  AdminStatsReply as Stats,
  CapacityReply as Capacity,
  Category,
  CouponDto as Coupon,
  CreateCouponRequest as CouponInput,
  DeliveryInfoDto as DeliveryInfo,
  EnrolmentDto as Enrollment,
  FacturaDto as Factura,
  OrderDto as Order,
  OrderItemDto as OrderItem,
  OrderSummaryDto as UserOrderSummary,
  Product,
  ProductInput,
  SubscriptionDeliveryDto as Delivery,
} from '@kukki/contracts';
import type { AdminUserDetailReply, UserDto } from '@kukki/contracts';

/** A user of the list, or of the detail screen with their orders. */
export type User = UserDto & Partial<Pick<AdminUserDetailReply, 'orders'>>;
