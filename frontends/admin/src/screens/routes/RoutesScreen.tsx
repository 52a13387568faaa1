import { useState } from 'react';
import { deliveryDayLabel, formatDeliveryAddress, mexicanPhone, type RouteStopDto } from '@kukki/contracts';
import { isUnauthorized } from '../../api/http';
import { openAdminPdf, useRouteSheet } from '../../api/bakery';
import { QueryState } from '../../components/QueryState';
import { NotAuthorized } from '../../layout/NotAuthorized';
import { DayPicker } from '../production/DayPicker';
import { useSheetDay } from '../production/sheetDay';
import '../production/bakery-print.css';
import { AlertText } from '../../components/AlertText';

/** The stop's street and colonia, then its alcaldía, postcode and city as the shop writes every address. */
const stopAddress = (s: RouteStopDto) =>
  [s.address, formatDeliveryAddress({ del: s.alcaldia, zip_code: s.zip, city: s.city }, ['del', 'zip', 'city'])].join(', ');

const mapUrl = (s: RouteStopDto) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${stopAddress(s)}, México`)}`;

function Stop({ stop, index }: { stop: RouteStopDto; index: number }) {
  const phone = mexicanPhone(stop.phone);
  return (
    <li className="adm-stop">
      <div className="adm-stop__head">
        <strong>
          {index + 1}. {stop.orderNumber}
        </strong>{' '}
        · {stop.name}
      </div>
      <div>{stopAddress(stop)}</div>
      <ul className="adm-stop__items">
        {stop.items.map((i, n) => (
          <li key={n}>
            {i.quantity} × {i.name}
            {i.contents?.length ? ` (${i.contents.join(', ')})` : ''}
          </li>
        ))}
      </ul>
      {stop.giftText ? <p className="adm-stop__gift">Mensaje: «{stop.giftText}»</p> : null}
      <div className="adm-stop__actions">
        <a className="btn btn--ghost" href={mapUrl(stop)} target="_blank" rel="noreferrer">
          Mapa
        </a>
        {phone ? (
          <>
            <a className="btn btn--ghost" href={phone.tel}>
              Llamar {phone.text}
            </a>
            <a className="btn btn--ghost adm-no-print" href={phone.whatsapp} target="_blank" rel="noreferrer">
              WhatsApp
            </a>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** «Rutas»: the day's stops by alcaldía and postcode, printable, with map, phone and WhatsApp links. */
export function RoutesScreen() {
  const [date, setDate] = useSheetDay();
  const [error, setError] = useState<string | null>(null);
  const routes = useRouteSheet(date);
  if (routes.isError && isUnauthorized(routes.error)) return <NotAuthorized />;
  const slips = () => {
    setError(null);
    openAdminPdf(`packing-slips.pdf?date=${date}`).catch((e: Error) => setError(e.message));
  };
  return (
    <section className="adm-page adm-sheet">
      <h1 className="adm-title">Rutas del {deliveryDayLabel(date)}</h1>
      <DayPicker date={date} onChange={setDate}>
        <button type="button" className="btn btn--ghost" onClick={slips}>
          Hojas de empaque del día
        </button>
      </DayPicker>
      <AlertText message={error} />
      <QueryState query={routes}>
        {(data) =>
          data.stops.length === 0 ? (
            <p className="adm-empty">No hay entregas pagadas para ese día.</p>
          ) : (
            <ol className="adm-stops">
              {data.stops.map((stop, i) => (
                <Stop key={`${stop.orderNumber}-${i}`} stop={stop} index={i} />
              ))}
            </ol>
          )
        }
      </QueryState>
    </section>
  );
}
