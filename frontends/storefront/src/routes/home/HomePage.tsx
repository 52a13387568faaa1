import { Link } from 'react-router';
import { GiftIcon, TruckIcon } from '@kukki/ui';
import { useProducts } from '../../api/catalogue';
import { Carousel } from './Carousel';
import { Gallery } from './Gallery';
import about from '../../assets/about.svg';
import './home.css';
import { usePageTitle } from '../../components/usePageTitle';

export default function HomePage() {
  usePageTitle('home');
  const products = useProducts();
  return (
    <div className="home">
      <h1 className="visually-hidden">Kukki: galletas y postres a domicilio</h1>
      <Carousel products={products.data} />

      <section className="shipping-banner" aria-label="Envíos">
        <div className="shipping-banner__item">
          <TruckIcon width={30} height={30} />
          <p>
            <strong>Envío gratis</strong> en compras mayores a $699
          </p>
        </div>
        <div className="shipping-banner__item">
          <GiftIcon width={30} height={30} />
          <p>
            Entregamos en <strong>CDMX y Estado de México</strong>
          </p>
        </div>
      </section>

      <Gallery query={products} />

      <section className="about" aria-labelledby="nosotros">
        <img src={about} alt="Horno con galletas recién hechas" width={400} height={300} loading="lazy" className="about__art" />
        <div>
          <h2 id="nosotros">Nosotros</h2>
          <p>
            Kukki nació en una pequeña cocina de la Ciudad de México con una receta familiar de galletas. Hoy horneamos cada día galletas,
            alfajores, garapiñados, chocolates y postres con ingredientes naturales, sin conservadores y con mucho cariño.
          </p>
          <p>Arma tu caja, sorprende con un regalo o recibe dos postres nuevos cada mes con nuestra suscripción.</p>
          <div className="row">
            <Link to="/catalogo" className="btn">
              Ver catálogo
            </Link>
            <Link to="/suscripciones" className="btn btn--ghost">
              Suscripciones
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
