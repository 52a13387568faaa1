import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ContactForm } from './ContactForm';
import { usePageTitle } from '../../components/usePageTitle';

export default function ContactPage() {
  usePageTitle('contact');
  const { hash } = useLocation();
  const business = useRef<HTMLElement>(null);

  // «Contacto para empresas» (footer) opens /contacto#empresas: the business form, ready to type in.
  useEffect(() => {
    if (hash !== '#empresas' || !business.current) return;
    business.current.scrollIntoView?.({ block: 'start' });
    business.current.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <div className="page">
      <h1>Contacto</h1>
      <p className="muted">Escríbenos y con gusto te ayudamos con tu pedido, un regalo o un evento.</p>
      <div className="contact-grid">
        <section className="summary-box" aria-labelledby="gen-title">
          <h2 id="gen-title">Escríbenos</h2>
          <ContactForm business={false} />
        </section>
        <section id="empresas" ref={business} className="summary-box" aria-labelledby="biz-title" tabIndex={-1}>
          <h2 id="biz-title">Contacto para empresas</h2>
          <p className="notice notice--warm">Para pedidos de más de 20 productos por favor contáctanos para enviarte una cotización.</p>
          <ContactForm business />
        </section>
      </div>
    </div>
  );
}
