import { Money } from '../../components/Money';
import { picksLine } from '@kukki/contracts';
import type { OrderItem } from '../../api/types';

export function ItemsBlock({ items }: { items: OrderItem[] }) {
  return (
    <section className="card adm-card--wide" aria-labelledby="adm-items">
      <h2 id="adm-items">Productos</h2>
      <ul className="adm-items">
        {items.map((item, index) => {
          // «Caja con: …» for a box, «Tipo: …» for a chocolate; the label is bold, the picks are not.
          const line = picksLine(item.description, item.category_id);
          const cut = line.indexOf(':') + 1;
          return (
            <li key={`${item.id}-${index}`} className="adm-item">
              {item.picture_url ? <img src={item.picture_url} alt="" className="adm-item__img" /> : null}
              <div>
                <p className="adm-item__title">{item.title}</p>
                <p>
                  Cantidad: {item.quantity} · Precio: <Money value={item.unit_price} />
                </p>
                {line ? (
                  <p className="adm-item__box">
                    <strong>{line.slice(0, cut)}</strong> {line.slice(cut).trim()}
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
