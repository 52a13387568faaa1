import { Money } from '../../components/Money';
import { BOX_LABEL, picksOf } from '@kukki/contracts';
import type { OrderItem } from '../../api/types';

export function ItemsBlock({ items }: { items: OrderItem[] }) {
  return (
    <section className="card adm-card--wide" aria-labelledby="adm-items">
      <h2 id="adm-items">Productos</h2>
      <ul className="adm-items">
        {items.map((item, index) => {
          const contents = picksOf(item.description);
          return (
            <li key={`${item.id}-${index}`} className="adm-item">
              {item.picture_url ? <img src={item.picture_url} alt="" className="adm-item__img" /> : null}
              <div>
                <p className="adm-item__title">{item.title}</p>
                <p>
                  Cantidad: {item.quantity} · Precio: <Money value={item.unit_price} />
                </p>
                {contents ? (
                  <p className="adm-item__box">
                    <strong>{BOX_LABEL}</strong> {contents}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
