import { SAMPLE_PRODUCT_INPUT } from '@kukki/contracts/testing';
import { imageProblem, MAX_IMAGE_BYTES } from './imageRules';
import { productFormSchema, toFormValues, toProductInput } from './productSchema';

const product = { _id: 'p1', ...SAMPLE_PRODUCT_INPUT };

describe('product form', () => {
  it('round-trips a product through the form rows into the parallel arrays', () => {
    const values = toFormValues(product);
    expect(values.options).toHaveLength(2);
    expect(productFormSchema.safeParse(values).success).toBe(true);
    const { _id, ...input } = product;
    // A product without a daily stock comes back as unlimited (null).
    expect(toProductInput(values)).toEqual({ ...input, dailyStock: null });
  });

  it('requires name, category, a size with a positive price, a description and a cover image', () => {
    const result = productFormSchema.safeParse(toFormValues());
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'category', 'options.0.size', 'options.0.price', 'description', 'coverImage']));
  });

  it('accepts at most three rows', () => {
    const values = toFormValues(product);
    const row = (sku: string) => ({ sku, size: 'x', weight: '', price: '1' });
    expect(productFormSchema.safeParse({ ...values, options: [row('7'), row('8'), row('9')] }).success).toBe(true);
    expect(productFormSchema.safeParse({ ...values, options: [row('7'), row('8'), row('9'), row('10')] }).success).toBe(false);
  });

  it('refuses the same SKU on two rows, beside the second one', () => {
    const values = toFormValues(product);
    const row = (sku: string) => ({ sku, size: 'x', weight: '', price: '1' });
    const result = productFormSchema.safeParse({ ...values, options: [row('801'), row(' 801 ')] });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['options.1.sku', 'Cada opción necesita un SKU distinto'],
    ]);
  });

  it('leaves weight empty when no row has one', () => {
    const values = toFormValues({ ...product, weight: [] });
    expect(toProductInput(values).weight).toEqual([]);
  });

  it('checks uploads: png/jpeg/webp up to 2 MB, never SVG', () => {
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/PNG, JPEG o WebP/);
    expect(imageProblem({ type: 'image/gif', size: 10 })).toMatch(/PNG, JPEG o WebP/);
    expect(imageProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toMatch(/2 MB/);
  });
});

describe('product form, server rules', () => {
  it('asks for the weight of every row once one row has it', () => {
    const values = toFormValues(product);
    const result = productFormSchema.safeParse({ ...values, options: [values.options[0], { ...values.options[1], weight: '' }] });
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual(['options.1.weight']);
  });

  it('needs a description of at least 10 characters and a SKU per row', () => {
    const values = toFormValues(product);
    const result = productFormSchema.safeParse({ ...values, description: 'corta', options: [{ ...values.options[0], sku: '' }] });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['La descripción debe tener al menos 10 caracteres', 'Escribe un SKU (número entero positivo)']),
    );
  });
});
