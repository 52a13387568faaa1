import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCategories, useRefreshAdminData, useSaveProduct } from '../../api/queries';
import type { Product } from '../../api/types';
import { ErrorPanel } from '@kukki/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { CoverImageField } from './CoverImageField';
import { GalleryField } from './GalleryField';
import { OptionRows } from './OptionRows';
import { PackagingList } from './PackagingList';
import { productFormSchema, toFormValues, toProductInput, type ProductFormValues } from './productSchema';

export function ProductForm({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const save = useSaveProduct(product?._id);
  const categories = useCategories();
  const refresh = useRefreshAdminData();
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: toFormValues(product) });
  const { register, handleSubmit, formState } = form;

  const categoryOptions = categories.data?.categories ?? [];
  const knownCategory = !product || categoryOptions.some((c) => c.name === product.category);

  const onSubmit = handleSubmit(async (values) => {
    const { product: saved } = await save.mutateAsync(toProductInput(values));
    const id = saved?._id ?? product?._id;
    void navigate(id ? `/admin/dash/productos/${id}` : '/admin/dash/productos', {
      state: { category: saved?.category ?? values.category, saved: true },
    });
    void refresh();
  });

  return (
    <FormProvider {...form}>
      <form className="adm-form" noValidate onSubmit={(event) => void onSubmit(event).catch(() => undefined)}>
        <label className="field">
          <span className="field__label">Nombre</span>
          <input className="field__input" {...register('name')} aria-invalid={formState.errors.name ? true : undefined} />
          {formState.errors.name ? <span className="field__error">{formState.errors.name.message}</span> : null}
        </label>
        <label className="field">
          <span className="field__label">Categoría</span>
          {/* Controlled: the options arrive after the first render and must still show the saved category. */}
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <select className="field__input" {...field} aria-invalid={formState.errors.category ? true : undefined}>
                <option value="">Selecciona una categoría</option>
                {!knownCategory && product ? <option value={product.category}>{product.category}</option> : null}
                {categoryOptions.map((category) => (
                  <option key={category._id} value={category.name}>
                    {category.flavor && category.flavor !== category.name ? `${category.flavor} (${category.name})` : category.name}
                  </option>
                ))}
              </select>
            )}
          />
          {categories.isError ? <span className="field__error">{categories.error.message}</span> : null}
          {formState.errors.category ? <span className="field__error">{formState.errors.category.message}</span> : null}
        </label>
        <OptionRows />
        <label className="field">
          <span className="field__label">Descripción</span>
          <textarea className="field__input" rows={4} {...register('description')} />
          {formState.errors.description ? <span className="field__error">{formState.errors.description.message}</span> : null}
        </label>
        <label className="field">
          <span className="field__label">Piezas por día de entrega</span>
          <input className="field__input" inputMode="numeric" placeholder="Sin límite" {...register('dailyStock')} />
          {formState.errors.dailyStock ? <span className="field__error">{formState.errors.dailyStock.message}</span> : null}
          <span className="adm-subtitle">Vacío: sin límite. Al agotarse, ese día ya no se puede pedir.</span>
        </label>
        <PackagingList />
        <CoverImageField />
        <GalleryField />
        {save.isError ? <ErrorPanel message={save.error.message} /> : null}
        <div className="adm-actions">
          <button type="submit" className="btn" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Guardando...' : product ? 'Guardar cambios' : 'Crear producto'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void navigate(-1)}>
            Cancelar
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
