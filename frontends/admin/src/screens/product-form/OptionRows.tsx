import { MAX_PRODUCT_OPTIONS } from '@kukki/contracts';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { EMPTY_OPTION, type ProductFormValues } from './productSchema';

const COLUMNS = [
  { name: 'sku', label: 'SKU', type: 'number', step: '1' },
  { name: 'size', label: 'Tamaño', type: 'text' },
  { name: 'weight', label: 'Peso (g)', type: 'number', step: '1' },
  { name: 'price', label: 'Precio', type: 'number', step: '0.01' },
] as const;

/** Up to three SKU / size / weight / price rows (spec §3: parallel arrays). */
export function OptionRows() {
  const { control, register, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const rowErrors = formState.errors.options;

  return (
    <fieldset className="adm-fieldset">
      <legend>Tamaños y precios</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="adm-option-row">
          {COLUMNS.map((column) => {
            const message = rowErrors?.[index]?.[column.name]?.message;
            return (
              <label key={column.name} className="field">
                <span>
                  {column.label} {index + 1}
                </span>
                <input
                  className="field__input"
                  type={column.type}
                  step={'step' in column ? column.step : undefined}
                  min={column.type === 'number' ? 0 : undefined}
                  aria-invalid={message ? true : undefined}
                  {...register(`options.${index}.${column.name}`)}
                />
                {message ? <span className="field__error">{message}</span> : null}
              </label>
            );
          })}
          <button
            type="button"
            className="btn btn--ghost adm-option-row__remove"
            disabled={fields.length === 1}
            onClick={() => remove(index)}
          >
            Quitar
          </button>
        </div>
      ))}
      {rowErrors?.message || rowErrors?.root?.message ? (
        <p className="field__error">{rowErrors.message ?? rowErrors.root?.message}</p>
      ) : null}
      {fields.length < MAX_PRODUCT_OPTIONS ? (
        <button type="button" className="btn btn--ghost" onClick={() => append({ ...EMPTY_OPTION })}>
          Agregar tamaño
        </button>
      ) : null}
    </fieldset>
  );
}
