import { useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import type { Product } from '@kukki/contracts';
import { BackIcon, ChevronRightIcon } from '@kukki/ui';
import { SLIDES, swipeThreshold } from './slides';

function productLink(products: Product[] | undefined, match: RegExp): string {
  const product = products?.find((p) => match.test(p.category)) ?? products?.find((p) => match.test(p.name));
  return product ? `/productos/${product.category}/${product._id}` : '/catalogo';
}

/** Five slides, arrows and drag/swipe, wrapping around at both ends. */
export function Carousel({ products }: { products: Product[] | undefined }) {
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; width: number; id: number } | null>(null);
  const dragged = useRef(false);
  const count = SLIDES.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    start.current = { x: e.clientX, width: e.currentTarget.clientWidth, id: e.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const dx = e.clientX - start.current.x;
    if (Math.abs(dx) > 6 && !dragged.current) {
      dragged.current = true;
      e.currentTarget.setPointerCapture?.(start.current.id);
    }
    if (dragged.current) setDrag(dx);
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const dx = e.clientX - start.current.x;
    const threshold = swipeThreshold(start.current.width);
    start.current = null;
    setDrag(0);
    if (dx <= -threshold) go(index + 1);
    else if (dx >= threshold) go(index - 1);
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carrusel"
      aria-label="Productos destacados"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(index + 1);
        if (e.key === 'ArrowLeft') go(index - 1);
      }}
    >
      <div
        className={`carousel__viewport ${drag ? 'is-dragging' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(e) => {
          if (dragged.current) {
            e.preventDefault();
            e.stopPropagation();
            dragged.current = false;
          }
        }}
        data-testid="carousel-viewport"
      >
        <div className="carousel__track" style={{ transform: `translateX(calc(${-index * 100}% + ${drag}px))` }}>
          {SLIDES.map((slide, i) => (
            <div
              key={slide.key}
              className={`carousel__slide tone-${slide.tone}`}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${count}: ${slide.title}`}
              aria-hidden={i !== index}
              data-active={i === index || undefined}
            >
              <div className="carousel__copy">
                <h2 className="carousel__title">{slide.title}</h2>
                <p className="carousel__text">{slide.text}</p>
                <Link to={productLink(products, slide.match)} className="btn btn--accent" tabIndex={i === index ? 0 : -1} draggable={false}>
                  {slide.cta}
                </Link>
              </div>
              <img
                className="carousel__art"
                src={slide.art}
                alt=""
                width={400}
                height={300}
                draggable={false}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            </div>
          ))}
        </div>
      </div>
      <button type="button" className="carousel__arrow carousel__arrow--prev" onClick={() => go(index - 1)} aria-label="Anterior">
        <BackIcon />
      </button>
      <button type="button" className="carousel__arrow carousel__arrow--next" onClick={() => go(index + 1)} aria-label="Siguiente">
        <ChevronRightIcon />
      </button>
      <div className="carousel__dots">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            className="carousel__dot"
            aria-label={`Ir a la diapositiva ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {`Diapositiva ${index + 1} de ${count}: ${SLIDES[index].title}`}
      </p>
    </section>
  );
}
