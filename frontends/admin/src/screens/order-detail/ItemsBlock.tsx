import { Money } from '../../components/Money';
import { labelledPicks } from '@kukki/contracts';
import type { OrderItem } from '../../api/types';

export function ItemsBlock({ items }: { items: OrderItem[] }) {
  return (
    <section className="card adm-card--wide" aria-labelledby="adm-items">
      <h2 id="adm-items">Productos</h2>
      <ul className="adm-items">
        {items.map((item, index) => {
          // «Caja con: …» for a box, «Tipo: …» for a chocolate; the label is bold, the picks are not.
          const picks = labelledPicks(item);
          return (
            <li key={`${item.id}-${index}`} className="adm-item">
              {item.picture_url ? <img src={item.picture_url} alt="" className="adm-item__img" /> : null}
              <div>
                <p className="adm-item__title">{item.title}</p>
                <p>
                  Cantidad: {item.quantity} · Precio: <Money value={item.unit_price} />
                </p>
                {picks ? (
                  <p className="adm-item__box">
                    <strong>{picks.label}</strong> {picks.picks}
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
