import { money } from '@kukki/ui';
import { lineTitle, picksLine } from '@kukki/contracts';

interface Line {
  id: string;
  title: string;
  picture_url: string;
  quantity: number;
  unit_price: number;
  description?: string;
  size?: string;
  category_id?: string;
}

export function OrderLines({ items }: { items: Line[] }) {
  return (
    <ul className="line-list">
      {items.map((item, index) => (
        <li key={`${item.id}-${index}`} className="line">
          <img src={item.picture_url} alt={item.title} loading="lazy" width={64} height={64} />
          <div>
            <p className="line__title">{lineTitle(item.title, item.size)}</p>
            <p className="line__meta">
              {item.quantity} × {money(item.unit_price)}
            </p>
            {item.description && <p className="line__meta">{picksLine(item)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
