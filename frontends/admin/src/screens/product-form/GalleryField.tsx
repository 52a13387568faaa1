import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './productSchema';
import { FilePicker } from './FilePicker';
import { useImageUpload } from './useImageUpload';

export function GalleryField() {
  const { control, setValue, getValues } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move, update } = useFieldArray({ control, name: 'images' });
  /** The image becomes the cover and the cover takes its place in the gallery: nothing is lost, nothing is kept twice. */
  const makeCover = (index: number) => {
    const previous = getValues('coverImage');
    setValue('coverImage', fields[index].url, { shouldDirty: true, shouldValidate: true });
    if (previous && !getValues('images').some((image, i) => i !== index && image.url === previous)) update(index, { url: previous });
    else remove(index);
  };
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
              <button type="button" aria-label={`Usar imagen ${index + 1} como portada`} onClick={() => makeCover(index)}>
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
