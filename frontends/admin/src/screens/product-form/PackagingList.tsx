import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './productSchema';

export function PackagingList() {
  const { control, register, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'packaging' });

  return (
    <fieldset className="adm-fieldset">
      <legend>Empaque</legend>
      {fields.length === 0 ? <p className="adm-empty">Sin empaque registrado</p> : null}
      {fields.map((field, index) => {
        const message = formState.errors.packaging?.[index]?.value?.message;
        return (
          <div key={field.id} className="adm-inline-row">
            <label className="field adm-field--grow">
              <span className="visually-hidden">Empaque {index + 1}</span>
              <input className="field__input" placeholder="Ej. Caja de cartón kraft" {...register(`packaging.${index}.value`)} />
              {message ? <span className="field__error">{message}</span> : null}
            </label>
            <button type="button" className="btn btn--ghost" onClick={() => remove(index)}>
              Quitar
            </button>
          </div>
        );
      })}
      <button type="button" className="btn btn--ghost" onClick={() => append({ value: '' })}>
        Agregar empaque
      </button>
    </fieldset>
  );
}
