import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './productSchema';
import { FilePicker } from './FilePicker';
import { useImageUpload } from './useImageUpload';

export function GalleryField() {
  const { control, setValue } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const { upload, uploading, error } = useImageUpload();

  return (
    <fieldset className="adm-fieldset">
      <legend>Galería</legend>
      {fields.length === 0 ? <p className="adm-empty">Sin imágenes en la galería</p> : null}
      <ol className="adm-gallery-edit">
        {fields.map((field, index) => (
          <li key={field.id} className="adm-gallery-edit__item">
            <img src={field.url} alt={`Imagen ${index + 1}`} />
            <div className="adm-gallery-edit__tools">
              <button
                type="button"
                aria-label={`Mover imagen ${index + 1} antes`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Mover imagen ${index + 1} después`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                aria-label={`Usar imagen ${index + 1} como portada`}
                onClick={() => setValue('coverImage', field.url, { shouldDirty: true, shouldValidate: true })}
              >
                ★
              </button>
              <button type="button" aria-label={`Quitar imagen ${index + 1}`} onClick={() => remove(index)}>
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <FilePicker
        label="Agregar imágenes"
        multiple
        disabled={uploading}
        onFiles={(files) => void upload(files).then((urls) => append(urls.map((url) => ({ url }))))}
      />
      {uploading ? <p role="status">Subiendo imágenes...</p> : null}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
