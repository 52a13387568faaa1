import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, Logo, MailIcon, PhoneIcon, WhatsappIcon } from '@kukki/ui';

export function Footer() {
  return (
    <div className="footer">
      <div className="footer__inner">
        <section className="footer__brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="visually-hidden">
            Kukki
          </h2>
          <Logo />
          <p>Galletas, alfajores, garapiñados, chocolates y postres hechos a mano. Entregamos en CDMX y Estado de México.</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__title">
            Contacto
          </h2>
          <ul className="footer__list">
            <li>
              <PhoneIcon width={18} height={18} /> <a href="tel:+525512345678">+52 55 1234 5678</a>
            </li>
            <li>
              <MailIcon width={18} height={18} /> <a href="mailto:hola@kukki.mx">hola@kukki.mx</a>
            </li>
            <li>Lunes a sábado de 9:00 a 19:00&nbsp;h</li>
            <li>Ciudad de México</li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer__title">
            Síguenos
          </h2>
          <ul className="footer__social">
            <li>
              <a href="https://www.instagram.com/kukki.mx" target="_blank" rel="noopener noreferrer" aria-label="Instagram">
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a href="https://www.facebook.com/kukki.mx" target="_blank" rel="noopener noreferrer" aria-label="Facebook">
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a href="https://wa.me/525512345678" target="_blank" rel="noopener noreferrer" aria-label="WhatsApp">
                <WhatsappIcon />
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__title">
            Información
          </h2>
          <ul className="footer__list">
            <li>
              <Link to="/contacto#empresas">Contacto para empresas</Link>
            </li>
            <li>
              <Link to="/suscripciones">Suscripciones</Link>
            </li>
            <li>
              <Link to="/avisodeprivacidad">Aviso de privacidad</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="footer__legal">© {new Date().getFullYear()} Kukki. Hecho con cariño en México.</p>
    </div>
  );
}
