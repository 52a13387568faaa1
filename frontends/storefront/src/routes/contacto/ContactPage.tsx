import { useDocumentTitle } from '@kukki/ui';
import { ContactForm } from './ContactForm';

export default function ContactPage() {
  useDocumentTitle('Contacto');
  return (
    <div className="page">
      <h1>Contacto</h1>
      <p className="muted">Escríbenos y con gusto te ayudamos con tu pedido, un regalo o un evento.</p>
      <div className="contact-grid">
        <section className="summary-box" aria-labelledby="gen-title">
          <h2 id="gen-title">Escríbenos</h2>
          <ContactForm business={false} />
        </section>
        <section className="summary-box" aria-labelledby="biz-title">
          <h2 id="biz-title">Contacto para empresas</h2>
          <p className="notice notice--warm">Para pedidos de más de 20 productos por favor contáctanos para enviarte una cotización.</p>
          <ContactForm business />
        </section>
      </div>
    </div>
  );
}
