import { CatalogueRoutes } from './catalogue.controller';
import { AdminProductsRoutes } from './admin-products.controller';
import { AdminEventsRoutes } from './admin-events.controller';
import { HealthRoutes } from './health.controller';
import { SubscriptionsRoutes, SubscriptionWebhookRoutes } from './subscriptions.controller';
import { AdminSubscriptionsRoutes } from './admin-subscriptions.controller';
import { UsersRoutes } from './users.controller';
import { AdminUsersRoutes } from './admin-users.controller';
import { ContactRoutes } from './contact.controller';
import { AdminNotificationsRoutes } from './admin-notifications.controller';
import { MercadoPagoWebhookRoutes } from './webhooks.controller';
import { WhatsAppWebhookRoutes } from './whatsapp-webhook.controller';
import { OrderPaymentRoutes, PublicPaymentsConfigRoutes } from './payments.controller';
import { OrdersRoutes } from './orders.controller';
import { AdminOrderRoutes } from './admin-orders.controller';
import { CouponRoutes } from './coupons.controller';
import { AdminCouponRoutes } from './admin-coupons.controller';
import { AdminFacturaRoutes } from './admin-facturas.controller';
import { AdminCapacityRoutes, DeliveryDatesRoutes } from './admin-capacity.controller';
import { AdminBakeryRoutes } from './admin-bakery.controller';

/** Every HTTP controller of the gateway. Add a feature's routes here. */
export const ROUTES = [
  HealthRoutes,
  CatalogueRoutes,
  AdminProductsRoutes,
  AdminEventsRoutes,
  SubscriptionsRoutes,
  SubscriptionWebhookRoutes,
  AdminSubscriptionsRoutes,
  UsersRoutes,
  AdminUsersRoutes,
  ContactRoutes,
  AdminNotificationsRoutes,
  MercadoPagoWebhookRoutes,
  WhatsAppWebhookRoutes,
  OrderPaymentRoutes,
  PublicPaymentsConfigRoutes,
  OrdersRoutes,
  AdminOrderRoutes,
  AdminBakeryRoutes,
  CouponRoutes,
  AdminCouponRoutes,
  AdminFacturaRoutes,
  AdminCapacityRoutes,
  DeliveryDatesRoutes,
];
