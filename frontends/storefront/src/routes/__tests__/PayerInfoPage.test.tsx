import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearUser, saveUser } from '@kukki/shop-client';
import { deliveryDateBounds, PHONE_AFTER_COUNTRY_MESSAGE } from '@kukki/contracts';
import { mockApi, renderPage } from '../../../../ui/test/render';
import { mockDeliveryDates } from '../../testing/deliveryDates';
import PayerInfoPage, { deliveryInfoOf } from '../payerinfo/PayerInfoPage';

/** A profile's delivery info in Roma Norte, without its phone. */
const romaNorte = {
  street_name: 'Durango',
  street_number: '10',
  interior_number: '',
  col: 'Roma Norte',
  del: 'Cuauhtémoc',
  zip_code: '06700',
  city: 'CDMX',
};

describe('/payerinfo', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({}); // every request a 404 unless the test answers it
  });

  it('has the spec field names', () => {
    const { container } = renderPage(<PayerInfoPage />);
    const names = Array.from(container.querySelectorAll('input, select, textarea')).map((el) => el.getAttribute('name'));
    expect(names).toEqual([
      'name',
      'lastname',
      'email',
      'area_code',
      'tel',
      'street',
      'stNumber',
      'intNumber',
      'zip',
      'col',
      'del',
      'city',
      'deliveryDate',
      'giftText',
      'notifyWhatsApp',
    ]);
  });

  it('limits the delivery calendar, the gift note and the city', () => {
    renderPage(<PayerInfoPage />);
    const bounds = deliveryDateBounds();
    const calendar = screen.getByRole('group', { name: 'Fecha de entrega' });
    const days = Array.from(calendar.querySelectorAll<HTMLButtonElement>('[data-day] button'));
    expect(days.length).toBeGreaterThan(0);
    // DayPicker names each day button by its ISO day in data-day: only days of the window can be chosen.
    for (const day of days)
      expect(day.disabled).toBe(
        day.closest<HTMLElement>('[data-day]')!.dataset.day! < bounds.min ||
          day.closest<HTMLElement>('[data-day]')!.dataset.day! > bounds.max,
      );
    expect(days.some((day) => day.closest<HTMLElement>('[data-day]')!.dataset.day === bounds.min && !day.disabled)).toBe(true);
    expect(screen.getByLabelText('Nota de regalo')).toHaveAttribute('maxlength', '100');
    const city = screen.getByLabelText('Ciudad') as HTMLSelectElement;
    expect(city.value).toBe('CDMX');
    expect(Array.from(city.options).map((o) => o.value)).toEqual(['CDMX', 'Estado de México']);
  });
});

describe('/payerinfo after a refresh', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({});
  });

  it('gives back what was typed before «Continuar», for this tab only', () => {
    const first = renderPage(<PayerInfoPage />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Lucía' } });
    fireEvent.change(screen.getByLabelText('Calle'), { target: { value: 'Durango' } });
    fireEvent.change(screen.getByLabelText('Nota de regalo'), { target: { value: '¡Feliz cumpleaños!' } });
    first.unmount();

    renderPage(<PayerInfoPage />); // the page again, as after a reload
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
    expect(screen.getByLabelText('Calle')).toHaveValue('Durango');
    expect(screen.getByLabelText('Nota de regalo')).toHaveValue('¡Feliz cumpleaños!');
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.getItem('kukki:draft:payerinfo')).toBeNull(); // not kept beyond the tab
  });
});

describe('/payerinfo delivery coverage', () => {
  beforeEach(() => localStorage.clear());

  it('drops the spaces of a pasted or autofilled postcode, so five digits are five digits', () => {
    renderPage(<PayerInfoPage />);
    const zip = screen.getByLabelText('Código postal') as HTMLInputElement;
    fireEvent.change(zip, { target: { value: ' 03100 ' } });
    expect(zip.value).toBe('03100');
    expect(zip.validity.patternMismatch).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says live when the postcode is outside the coverage or of the other city, and blocks the form', () => {
    renderPage(<PayerInfoPage />);
    const zip = screen.getByLabelText('Código postal') as HTMLInputElement;
    fireEvent.change(zip, { target: { value: '44100' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No entregamos en el código postal 44100. Solo entregamos en Ciudad de México (códigos postales 01000 a 16999) y Estado de México (códigos postales 50000 a 57999).',
    );
    expect(zip.validity.customError).toBe(true);
    fireEvent.change(zip, { target: { value: '54000' } });
    expect(screen.getByRole('alert')).toHaveTextContent('El código postal 54000 no corresponde a Ciudad de México.');
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Estado de México' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(zip.validity.customError).toBe(false);
  });

  it('after +52 asks for the ten digits once the phone is left, and blocks the form until then', () => {
    renderPage(<PayerInfoPage />);
    const tel = screen.getByLabelText('Teléfono') as HTMLInputElement;
    fireEvent.change(tel, { target: { value: '12345678' } });
    expect(tel.validity.customError).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull(); // not while typing
    fireEvent.blur(tel);
    expect(screen.getByRole('alert')).toHaveTextContent(PHONE_AFTER_COUNTRY_MESSAGE);
    fireEvent.change(tel, { target: { value: '5512345678' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tel.validity.customError).toBe(false);
    fireEvent.change(tel, { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('Código de área'), { target: { value: '+1' } });
    expect(tel.validity.customError).toBe(false);
  });
});

describe('/payerinfo delivery capacity', () => {
  beforeEach(() => localStorage.clear());

  it('disables the days without capacity, names them, and sends the chosen day as deliveryDate', async () => {
    const { min, max } = deliveryDateBounds();
    const [y, m, d] = min.split('-').map(Number);
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    mockDeliveryDates({ [min]: true, [next]: false, [max]: true });
    const { container } = renderPage(<PayerInfoPage />);
    await waitFor(() => expect(screen.getByText(/Sin cupo:/)).toBeInTheDocument());
    const day = (iso: string) => container.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`)!;
    expect(day(min)).toBeEnabled();
    fireEvent.click(day(min));
    // The full day may fall in the next month: turn the page to it.
    if (!day(next)) fireEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(day(next)).toBeDisabled();
    fireEvent.click(day(next));
    const input = container.querySelector<HTMLInputElement>('input[name="deliveryDate"]')!;
    expect(input.value).toBe(min);
    expect(input.validity.valid).toBe(true);
    expect(new FormData(screen.getByRole('form', { name: 'Datos del comprador' }) as HTMLFormElement).get('deliveryDate')).toBe(min);
  });
});

describe('/payerinfo prefill race', () => {
  beforeEach(() => {
    localStorage.clear();
    clearUser();
  });

  it('a profile that arrives late fills only the untouched fields, once, and never blanks what was typed', async () => {
    saveUser({ _id: 'u1', name: 'Ana', email: 'ana@example.com', token: 't' });
    let answerProfile: (body: unknown) => void = () => undefined;
    const calls = mockApi({
      // A slowed profile response: it arrives only when the test says so, after the shopper typed.
      'GET /api/usuarios/profile': () => new Promise((resolve) => (answerProfile = resolve)),
    });
    const profileCalls = () => calls.filter((call) => call.url === '/api/usuarios/profile');

    renderPage(<PayerInfoPage />);
    // The form is there at once (no loader in between that would re-mount it later).
    const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(field('Nombre').value).toBe('Ana');
    fireEvent.change(field('Nombre'), { target: { value: 'Beatriz' } });
    fireEvent.change(field('Código de área'), { target: { value: '+52' } });
    fireEvent.change(field('Teléfono'), { target: { value: '5599887766' } });
    fireEvent.change(field('Calle'), { target: { value: 'Álvaro Obregón' } });
    await waitFor(() => expect(profileCalls().length).toBeGreaterThan(0));

    answerProfile({
      _id: 'u1',
      name: 'Ana María',
      lastname: 'López',
      email: 'ana@example.com',
      isAdmin: false,
      firstPurchase: true,
      orders: [],
      deliveryInfo: { ...romaNorte, phone: '5511112222' },
    });
    await waitFor(() => expect(field('Colonia').value).toBe('Roma Norte'));
    // Untouched fields took the profile's values…
    expect(field('Apellido').value).toBe('López');
    expect(field('Número exterior').value).toBe('10');
    expect(field('Código postal').value).toBe('06700');
    expect(field('Correo electrónico').value).toBe('ana@example.com');
    // …and nothing the shopper typed was replaced or blanked.
    expect(field('Nombre').value).toBe('Beatriz');
    expect(field('Código de área').value).toBe('+52');
    expect(field('Teléfono').value).toBe('5599887766');
    expect(field('Calle').value).toBe('Álvaro Obregón');
  });

  it('a profile phone written with +52 fills the phone field with its ten digits, which the form takes', async () => {
    saveUser({ _id: 'u1', name: 'Ana', email: 'ana@example.com', token: 't' });
    mockApi({
      'GET /api/usuarios/profile': {
        _id: 'u1',
        name: 'Ana',
        lastname: 'López',
        email: 'ana@example.com',
        isAdmin: false,
        firstPurchase: true,
        orders: [],
        phone: '+52 55 3333 4444',
        deliveryInfo: { ...romaNorte, phone: '+52 1 55 3333 4444' },
      },
    });
    renderPage(<PayerInfoPage />);
    const phone = screen.getByLabelText('Teléfono') as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('5533334444'));
    fireEvent.blur(phone);
    expect(phone.validity.valid).toBe(true);
  });

  it("starts with Mexico's area code written in, which the shopper can change", () => {
    renderPage(<PayerInfoPage />);
    const areaCode = screen.getByLabelText('Código de área') as HTMLInputElement;
    expect(areaCode.value).toBe('+52');
    expect(areaCode.placeholder).toBe('');
    fireEvent.change(areaCode, { target: { value: '+1' } });
    expect(areaCode.value).toBe('+1');
  });

  it('a guest form typed before the session is known is kept when it becomes known', async () => {
    mockApi({});
    renderPage(<PayerInfoPage />);
    const name = screen.getByLabelText('Nombre') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Carla' } });
    act(() => saveUser({ _id: 'u2', name: 'Otra', email: 'otra@example.com', token: 't2' }));
    // The profile call fails (404 here): the form stays as typed, never swapped for a loader.
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toBe(name));
    expect(name.value).toBe('Carla');
  });
});

describe('/payerinfo address offered back', () => {
  beforeEach(() => {
    localStorage.clear();
    clearUser();
  });

  it('a signed-in customer may save the address to the profile, only by ticking the consent box', () => {
    mockApi({});
    renderPage(<PayerInfoPage />);
    expect(screen.queryByLabelText('Guardar esta dirección en mi perfil para mis próximas compras')).toBeNull();
    act(() => saveUser({ _id: 'u3', name: 'Ana', email: 'ana@example.com', token: 't3' }));
    const consent = screen.getByLabelText('Guardar esta dirección en mi perfil para mis próximas compras') as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(consent.required).toBe(false);
    // Lined up with «Recibir avisos de mi orden por WhatsApp» under it: the same checkbox field.
    expect(consent.closest('label')).toHaveClass('field', 'field--wide', 'field--check');
    expect(screen.getByRole('checkbox', { name: /Recibir avisos de mi orden por WhatsApp/ }).closest('label')!.className).toBe(
      consent.closest('label')!.className,
    );
  });

  it('what is saved is the profile’s delivery info', () => {
    expect(
      deliveryInfoOf({
        street: 'Durango',
        stNumber: '10',
        intNumber: '',
        col: 'Roma Norte',
        del: 'Cuauhtémoc',
        zip: '06700',
        city: 'CDMX',
        tel: '5512345678',
        area_code: '+52',
      }),
    ).toEqual({ ...romaNorte, phone: '5512345678' });
  });
});
