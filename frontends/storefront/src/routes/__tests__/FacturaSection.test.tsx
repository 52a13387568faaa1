import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RECEIPT_MESSAGES } from '@kukki/contracts';
import { mockApi, renderPage } from '../../../../ui/test/render';
import { FacturaSection } from '../order/FacturaSection';

const ID = '65a1b2c3d4e5f60718293a4b';
/** What the form sends once filled in (the RFC in capitals). */
const request = {
  rfc: 'KUK010203AB1',
  razonSocial: 'Kukki Repostería SA de CV',
  regimenFiscal: '601',
  usoCfdi: 'G03',
  codigoPostal: '06700',
  email: 'ana@example.com',
};
const stored = {
  _id: 'f1',
  orderId: ID,
  orderNumber: 'K-000042',
  ...request,
  total: 480,
  payerName: 'Ana',
  status: 'pendiente',
  createdAt: '2026-11-26T18:00:00.000Z',
  issuedAt: null,
};

describe('«Solicitar factura» on a paid order', () => {
  it('checks the fields in Spanish, sends the SAT keys, then shows the request as pending', async () => {
    const calls = mockApi({
      [`GET /api/orders/${ID}/factura`]: { factura: null },
      [`POST /api/orders/${ID}/factura`]: [201, { factura: stored }],
    });
    renderPage(<FacturaSection orderId={ID} email="ana@example.com" />);
    const form = await screen.findByRole('form', { name: 'Solicitar factura' });
    expect(screen.getByLabelText('Correo para recibir la factura')).toHaveValue('ana@example.com');
    fireEvent.change(screen.getByLabelText('RFC'), { target: { value: 'ABC123' } });
    fireEvent.submit(form);
    expect(await screen.findByText(RECEIPT_MESSAGES.rfcInvalid)).toBeInTheDocument();
    expect(screen.getByText(RECEIPT_MESSAGES.razonSocialRequired)).toBeInTheDocument();
    // unchosen lists ask for a choice, not for a SAT key to type
    expect(screen.getByText('Elige tu régimen fiscal')).toBeInTheDocument();
    expect(screen.getByText('Elige el uso del CFDI')).toBeInTheDocument();
    expect(screen.queryByText(RECEIPT_MESSAGES.regimenInvalid)).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('RFC'), { target: { value: 'kuk010203ab1' } });
    fireEvent.change(screen.getByLabelText('Nombre o razón social'), { target: { value: 'Kukki Repostería SA de CV' } });
    fireEvent.change(screen.getByLabelText('Régimen fiscal'), { target: { value: '601' } });
    fireEvent.change(screen.getByLabelText('Uso del CFDI'), { target: { value: 'G03' } });
    fireEvent.change(screen.getByLabelText('Código postal fiscal'), { target: { value: '06700' } });
    expect(screen.getByRole('option', { name: '601 – General de Ley Personas Morales' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));

    expect(
      await screen.findByText('Recibimos tu solicitud de factura. Te la enviaremos a ana@example.com en cuanto esté lista.'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual(request);
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    // A pending request can be corrected: the form comes back with its data.
    fireEvent.click(screen.getByRole('button', { name: 'Corregir datos' }));
    await waitFor(() => expect(screen.getByLabelText('RFC')).toHaveValue('KUK010203AB1'));
  });

  it('an issued factura says so, with its date, and cannot be corrected', async () => {
    mockApi({ [`GET /api/orders/${ID}/factura`]: { factura: { ...stored, status: 'emitida', issuedAt: '2026-11-27T18:00:00.000Z' } } });
    renderPage(<FacturaSection orderId={ID} email="ana@example.com" />);
    expect(
      await screen.findByText('Tu factura fue emitida el viernes, 27 de noviembre y la enviamos a ana@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Emitida')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Corregir datos' })).toBeNull();
  });
});
