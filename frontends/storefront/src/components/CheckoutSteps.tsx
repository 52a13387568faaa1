const STEPS = ['Carrito', 'Datos de entrega', 'Resumen', 'Pago'];

export function CheckoutSteps({ current }: { current: number }) {
  return (
    <ol className="steps" aria-label="Pasos de la compra">
      {STEPS.map((label, i) => (
        <li
          key={label}
          className={`steps__item ${i === current ? 'is-current' : ''} ${i < current ? 'is-done' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="steps__num">{i + 1}</span>
          <span className="steps__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
