import { MAX_PRODUCT_OPTIONS } from '@kukki/contracts';
import { z } from 'zod';
import type { Product, ProductInput } from '../../api/types';

const number = /^\d+(\.\d+)?$/;

// Mirrors productInputSchema of @kukki/contracts (the server's rules) so problems show beside each field.
const optionSchema = z.object({
  sku: z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, 'Escribe un SKU (número entero positivo)'),
  size: z.string().trim().min(1, 'Escribe el tamaño'),
  weight: z.string().trim().regex(/^\d*$/, 'El peso debe ser en gramos enteros'),
  price: z
    .string()
    .trim()
    .regex(number, 'Escribe un precio válido')
    .refine((value) => Number(value) > 0, 'El precio debe ser mayor a 0'),
});

export const productFormSchema = z
  .object({
    name: z.string().trim().min(2, 'Escribe el nombre del producto').max(120, 'El nombre es demasiado largo'),
    category: z.string().trim().min(1, 'Selecciona una categoría'),
    options: z
      .array(optionSchema)
      .min(1, 'Agrega al menos un tamaño con precio')
      .max(MAX_PRODUCT_OPTIONS, `Máximo ${MAX_PRODUCT_OPTIONS} tamaños`),
    description: z
      .string()
      .trim()
      .min(10, 'La descripción debe tener al menos 10 caracteres')
      .max(2000, 'La descripción es demasiado larga'),
    packaging: z
      .array(
        z.object({
          value: z.string().trim().min(1, 'Escribe el empaque o quítalo').max(120, 'Demasiado largo'),
        }),
      )
      .max(10, 'Máximo 10 empaques'),
    coverImage: z.string().min(1, 'Sube la imagen de portada'),
    images: z.array(z.object({ url: z.string().min(1) })).max(12, 'Máximo 12 imágenes'),
    /** Units per delivery day; empty: unlimited. */
    dailyStock: z
      .string()
      .trim()
      .regex(/^\d{0,6}$/, 'Escribe un número entero de piezas, o déjalo vacío para no tener límite'),
  })
  // Weights go all or none: the server keeps them parallel to the prices. A SKU names one size: no two alike.
  .superRefine((values, ctx) => {
    values.options.forEach((option, index) => {
      if (values.options.findIndex((other) => other.sku.trim() === option.sku.trim()) < index)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['options', index, 'sku'], message: 'Cada opción necesita un SKU distinto' });
    });
    const withWeight = values.options.filter((option) => option.weight.trim() !== '').length;
    if (withWeight === 0 || withWeight === values.options.length) return;
    values.options.forEach((option, index) => {
      if (option.weight.trim() === '') {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['options', index, 'weight'],
          message: 'Escribe el peso de cada tamaño, o de ninguno',
        });
      }
    });
  });

export type ProductFormValues = z.infer<typeof productFormSchema>;

export const EMPTY_OPTION = { sku: '', size: '', weight: '', price: '' };

export function toFormValues(product?: Product): ProductFormValues {
  if (!product) {
    return {
      name: '',
      category: '',
      options: [EMPTY_OPTION],
      description: '',
      packaging: [],
      coverImage: '',
      images: [],
      dailyStock: '',
    };
  }
  const rows = Math.max(1, product.size?.length ?? 0, product.price?.length ?? 0);
  return {
    name: product.name,
    category: product.category,
    options: Array.from({ length: Math.min(rows, MAX_PRODUCT_OPTIONS) }, (_, i) => ({
      sku: product.sku?.[i] !== undefined ? String(product.sku[i]) : '',
      size: product.size?.[i] ?? '',
      weight: product.weight?.[i] ? String(product.weight[i]) : '',
      price: product.price?.[i] !== undefined ? String(product.price[i]) : '',
    })),
    description: product.description ?? '',
    packaging: (product.packaging ?? []).map((value) => ({ value })),
    coverImage: product.coverImage ?? '',
    images: (product.images ?? []).map((url) => ({ url })),
    dailyStock: typeof product.dailyStock === 'number' ? String(product.dailyStock) : '',
  };
}

/** Form rows → the parallel arrays of the product (spec §3). */
export function toProductInput(values: ProductFormValues): ProductInput & { dailyStock: number | null } {
  const anyWeight = values.options.some((option) => option.weight !== '');
  return {
    name: values.name.trim(),
    category: values.category,
    sku: values.options.map((option) => Number(option.sku)),
    size: values.options.map((option) => option.size.trim()),
    price: values.options.map((option) => Number(option.price)),
    weight: anyWeight ? values.options.map((option) => Number(option.weight || 0)) : [],
    description: values.description.trim(),
    packaging: values.packaging.map((line) => line.value.trim()),
    coverImage: values.coverImage,
    images: values.images.map((image) => image.url),
    dailyStock: values.dailyStock === '' ? null : Number(values.dailyStock),
  };
}
