import { installSpanishValidation } from './validation';

describe('Spanish validation messages', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installSpanishValidation(document);
    document.body.innerHTML = `
      <form>
        <input name="name" required />
        <input name="email" type="email" required />
        <input name="zip" pattern="[0-9]{5}" required />
        <input name="area_code" pattern="\\+?[0-9]{1,4}" />
        <input name="code" pattern="[A-Z]+" data-invalid-message="Solo mayúsculas" />
        <select name="city" required><option value="">Elige</option><option>CDMX</option></select>
        <textarea name="message" required minlength="5"></textarea>
      </form>`;
  });
  afterEach(() => uninstall());

  const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

  it('replaces every browser message with a Spanish one when the form is checked', () => {
    field('email').value = 'ana';
    field('zip').value = '123';
    field('area_code').value = '52a';
    field('code').value = 'abc';
    expect(document.querySelector('form')!.checkValidity()).toBe(false);
    expect(field('name').validationMessage).toBe('Por favor completa este campo');
    expect(field('email').validationMessage).toBe('Por favor ingresa un correo válido');
    expect(field('zip').validationMessage).toBe('El código postal debe tener 5 dígitos');
    expect(field('area_code').validationMessage).toMatch(/^El código de área/);
    expect(field('code').validationMessage).toBe('Solo mayúsculas');
    expect(document.querySelector<HTMLSelectElement>('select')!.validationMessage).toBe('Por favor selecciona una opción');
    expect(document.querySelector<HTMLTextAreaElement>('textarea')!.validationMessage).toBe('Por favor completa este campo');
  });

  it('typing clears the message so a corrected field is valid again', () => {
    document.querySelector('form')!.checkValidity();
    const name = field('name');
    name.value = 'Ana';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(name.validity.valid).toBe(true);
    expect(name.validationMessage).toBe('');
  });

  it('keeps a message the page set itself (a postcode outside the area) through every check and every keystroke elsewhere', () => {
    const zip = field('zip');
    zip.value = '64000';
    zip.setCustomValidity('No entregamos en el código postal 64000.');
    const form = document.querySelector('form')!;
    for (const name of ['name', 'email', 'message']) field(name).value = name === 'email' ? 'ana@example.com' : 'Ana López';
    document.querySelector<HTMLSelectElement>('select')!.value = 'CDMX';
    expect(form.checkValidity()).toBe(false);
    field('name').dispatchEvent(new Event('input', { bubbles: true }));
    expect(form.checkValidity()).toBe(false); // checked again: still refused
    expect(zip.validationMessage).toBe('No entregamos en el código postal 64000.');
    zip.setCustomValidity(''); // the page clears it once the postcode is inside the area
    expect(form.checkValidity()).toBe(true);
  });
});
