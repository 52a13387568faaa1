import { formatClock, formatLongDate, orderNumberOf } from '@kukki/contracts';
import { useOrder } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { SubPage } from '../../components/SubPage';
import { BuyerBlock } from './BuyerBlock';
import { DeliveryBlock, GiftNote } from './DeliveryBlock';
import { ItemsBlock } from './ItemsBlock';
import { PaymentBlock } from './PaymentBlock';
import { PackingSlipButton } from './PackingSlipButton';
import { MismatchNote, RefundControl } from './RefundControl';
import { StatusControl } from './StatusControl';
import { useRouteId } from '../../components/useRouteId';

export function OrderDetail() {
  const order = useOrder(useRouteId());
  return (
    <SubPage back="/admin/dash/ordenes" backLabel="Órdenes">
      <QueryState query={order}>
        {({ order }) => (
          <>
            <header className="adm-detail-header">
              <div>
                <h1 className="adm-title">Orden {orderNumberOf(order)}</h1>
                <p className="adm-subtitle">
                  Fecha: {formatLongDate(order.createdAt)} {formatClock(order.createdAt)}
                </p>
              </div>
              <div>
                <StatusControl orderId={order._id} current={order.status} />
                <RefundControl order={order} />
                <PackingSlipButton order={order} />
              </div>
            </header>
            <MismatchNote order={order} />
            <div className="adm-grid">
              <BuyerBlock order={order} />
              <DeliveryBlock order={order} />
              <GiftNote text={order.deliveryAddress?.giftText} />
              <ItemsBlock items={order.items ?? []} />
              <PaymentBlock order={order} />
            </div>
          </>
        )}
      </QueryState>
    </SubPage>
  );
}
