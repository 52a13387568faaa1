import type { MonthDessertDto } from '@kukki/contracts';
import { FALLBACK_DESSERTS } from './monthDesserts';

export function DessertCards({ desserts }: { desserts: MonthDessertDto[] | undefined }) {
  const list = desserts && desserts.length > 0 ? desserts : FALLBACK_DESSERTS;
  return (
    <div className="desserts">
      {list.slice(0, 2).map((d) => (
        <article key={d.name} className="dessert-card">
          {d.img && <img src={d.img} alt={d.name} loading="lazy" width={400} height={300} />}
          <div className="dessert-card__body">
            <h3>{d.name}</h3>
            <dl className="kv">
              <dt>Sabor</dt>
              <dd>{d.flavour}</dd>
              <dt>Textura</dt>
              <dd>{d.texture}</dd>
              <dt>Maridaje</dt>
              <dd>{d.pairing}</dd>
            </dl>
          </div>
        </article>
      ))}
    </div>
  );
}
