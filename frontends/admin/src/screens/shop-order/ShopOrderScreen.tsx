import { useRef, useState, type FormEvent } from 'react';
import { formText, money, Options } from '@kukki/ui';
import { Link } from 'react-router';
import { CITIES, SHOP_CHANNELS, CHANNEL_LABELS, type CreateOrderReply, type Product } from '@kukki/contracts';
import { useCreateShopOrder } from '../../api/bakery';
import { useProducts } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { AlertText } from '../../components/AlertText';
import { DateInput } from '../../components/DateInput';

interface Line {
  key: number;
}

const text = (data: FormData, name: string) => formText(data, name).trim();

/** The order body the server prices: the guest order shape plus channel and paid. */
function bodyOf(data: FormData, lines: Line[], priceOf: (id: string, sizeIndex: number) => number) {
  return {
    channel: text(data, 'channel'),
    paid: data.get('paid') === 'on',
    items: lines
      .map((l) => ({
        id: text(data, `product-${l.key}`),
        quantity: Number(text(data, `quantity-${l.key}`) || 1),
        /** The size chosen: the server prices the line from the catalogue and knows the size by its price. */
        unit_price: priceOf(text(data, `product-${l.key}`), Number(text(data, `size-${l.key}`) || 0)),
        picks: text(data, `picks-${l.key}`)
          ? text(data, `picks-${l.key}`)
              .split(',')
              .map((p) => p.trim())
              .filter(Boolean)
          : undefined,
      }))
      .filter((i) => i.id),
    payer: {
      name: text(data, 'name'),
      email: text(data, 'email'),
      phone: { area_code: text(data, 'area_code') || '+52', number: text(data, 'phone') },
    },
    deliveryAddress: {
      street_name: text(data, 'street_name'),
      street_number: text(data, 'street_number'),
      interior_number: text(data, 'interior_number'),
      col: text(data, 'col'),
      del: text(data, 'del'),
      zip_code: text(data, 'zip_code'),
      city: text(data, 'city'),
      deliveryDate: text(data, 'deliveryDate') || null,
      giftText: text(data, 'giftText'),
    },
  };
}

/** The sizes of the line's product with their prices («Lata 500 g · $280»); the first until a product is chosen. */
function SizeSelect({ name, product }: { name: string; product: Product | undefined }) {
  const prices = product?.price ?? [];
  return (
    <label className="field">
      <span className="field__label">Tamaño</span>
      <select className="field__input" name={name} key={product?._id ?? 'none'} defaultValue="0" disabled={prices.length < 2}>
        {prices.length === 0 ? <option value="0">Elige primero el producto</option> : null}
        {prices.map((price, i) => (
          <option key={i} value={i}>
            {[product?.size?.[i], money(price)].filter(Boolean).join(' · ')}
          </option>
        ))}
      </select>
    </label>
  );
}

/** «Nueva orden»: an order taken by phone, WhatsApp or at the counter; the server prices it and takes slot and stock. */
export function ShopOrderScreen() {
  const products = useProducts();
  const create = useCreateShopOrder();
  const [lines, setLines] = useState<Line[]>([{ key: 0 }]);
  /** Each line's product, so that its sizes can be offered. */
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [created, setCreated] = useState<CreateOrderReply['createdOrder'] | null>(null);
  /** A second tap before React has re-rendered the disabled button must not send the order twice. */
  const sending = useRef(false);

  const byId = new Map((products.data?.products ?? []).map((p): [string, Product] => [p._id, p]));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setCreated(null);
    const form = event.currentTarget;
    create.mutate(
      bodyOf(new FormData(form), lines, (id, size) => byId.get(id)?.price?.[size] ?? 0),
      {
        onSuccess: (reply) => {
          setCreated(reply.createdOrder);
          // A new form for the next call: tapping «Crear orden» again cannot repeat this order.
          form.reset();
          setLines([{ key: Date.now() }]);
          setChosen({});
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" name={name} {...props} />
    </label>
  );

  return (
    <section className="adm-page">
      <h1 className="adm-title">Nueva orden por teléfono, WhatsApp o mostrador</h1>
      <QueryState query={products}>
        {(data) => (
          <form className="adm-form" onSubmit={onSubmit} aria-label="Nueva orden">
            <fieldset className="adm-fieldset">
              <legend>Canal y pago</legend>
              <label className="field">
                <span className="field__label">Canal</span>
                <select className="field__input" name="channel" defaultValue="telefono">
                  {SHOP_CHANNELS.map((c) => (
                    <option key={c} value={c}>
                      {CHANNEL_LABELS[c]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="adm-check">
                <input type="checkbox" name="paid" /> Ya está pagada (mostrador o transferencia)
              </label>
            </fieldset>
            <fieldset className="adm-fieldset">
              <legend>Productos</legend>
              {lines.map((line, index) => (
                <div className="adm-toolbar" key={line.key}>
                  <label className="field">
                    <span className="field__label">Producto {index + 1}</span>
                    <select
                      className="field__input"
                      name={`product-${line.key}`}
                      required={index === 0}
                      defaultValue=""
                      onChange={(e) => setChosen({ ...chosen, [line.key]: e.target.value })}
                    >
                      <option value="">Elige un producto</option>
                      {data.products
                        .filter((p) => !p.archived)
                        .map((p) => (
                          <option key={p._id} value={p._id}>
                            {p.name}
                          </option>
                        ))}
                    </select>
                  </label>
                  <SizeSelect name={`size-${line.key}`} product={byId.get(chosen[line.key] ?? '')} />
                  {field(`quantity-${line.key}`, 'Cantidad', { type: 'number', min: 1, defaultValue: 1, inputMode: 'numeric' })}
                  {field(`picks-${line.key}`, 'Contenido de la caja (separado por comas)')}
                </div>
              ))}
              <button type="button" className="btn btn--ghost" onClick={() => setLines([...lines, { key: Date.now() }])}>
                Agregar producto
              </button>
            </fieldset>
            <fieldset className="adm-fieldset">
              <legend>Cliente</legend>
              {field('name', 'Nombre', { required: true, autoComplete: 'off' })}
              {field('area_code', 'Lada', { defaultValue: '+52', inputMode: 'tel' })}
              {field('phone', 'Teléfono', { required: true, inputMode: 'tel' })}
              {field('email', 'Correo electrónico (opcional: recibe la confirmación)', { type: 'email' })}
            </fieldset>
            <fieldset className="adm-fieldset">
              <legend>Entrega</legend>
              {field('street_name', 'Calle', { required: true })}
              {field('street_number', 'Número', { required: true })}
              {field('interior_number', 'Interior')}
              {field('col', 'Colonia', { required: true })}
              {field('del', 'Alcaldía o municipio', { required: true })}
              {field('zip_code', 'Código postal', { required: true, inputMode: 'numeric' })}
              <label className="field">
                <span className="field__label">Ciudad</span>
                <select className="field__input" name="city" defaultValue={CITIES[0]}>
                  <Options values={CITIES} />
                </select>
              </label>
              <label className="field">
                <span className="field__label">Fecha de entrega</span>
                <DateInput name="deliveryDate" clearable />
              </label>
              {field('giftText', 'Nota de regalo')}
            </fieldset>
            <AlertText message={create.error?.message} />
            {created ? (
              <p role="status" className="adm-note adm-note--ok">
                Orden {created.orderNumber} creada: total {money(created.totalPrice)}, envío incluido.{' '}
                <Link to={`/admin/dash/ordenes/${created._id}`}>Ver la orden</Link>
              </p>
            ) : null}
            <button type="submit" className="btn" disabled={create.isPending}>
              Crear orden
            </button>
          </form>
        )}
      </QueryState>
    </section>
  );
}
