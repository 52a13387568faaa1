import type { ReactNode } from 'react';
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
        <FooterSection id="footer-contact" title="Contacto">
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
        </FooterSection>
        <FooterSection id="footer-social" title="Síguenos">
          <ul className="footer__social">
            <li>
              <a
                href="https://www.instagram.com/kukki.mx"
                className="icon-btn"
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram"
              >
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a
                href="https://www.facebook.com/kukki.mx"
                className="icon-btn"
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook"
              >
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a href="https://wa.me/525512345678" className="icon-btn" target="_blank" rel="noopener noreferrer" aria-label="WhatsApp">
                <WhatsappIcon />
              </a>
            </li>
          </ul>
        </FooterSection>
        <FooterSection id="footer-links" title="Información">
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
        </FooterSection>
      </div>
      <p className="footer__legal">© {new Date().getFullYear()} Kukki. Hecho con cariño en México.</p>
    </div>
  );
}

/** A titled column of the footer. */
function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="footer__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
