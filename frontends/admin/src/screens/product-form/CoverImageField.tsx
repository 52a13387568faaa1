import { useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './productSchema';
import { FilePicker } from './FilePicker';
import { useImageUpload } from './useImageUpload';

export function CoverImageField() {
  const { watch, setValue, formState } = useFormContext<ProductFormValues>();
  const cover = watch('coverImage');
  const { upload, uploading, error } = useImageUpload();

  return (
    <fieldset className="adm-fieldset">
      <legend>Imagen de portada</legend>
      {cover ? <img className="adm-cover-preview" src={cover} alt="Portada" /> : <p className="adm-empty">Sin portada</p>}
      <div className="adm-actions">
        <FilePicker
          label={cover ? 'Cambiar portada' : 'Subir portada'}
          disabled={uploading}
          onFiles={(files) =>
            void upload(files.slice(0, 1)).then(([url]) => {
              if (url) setValue('coverImage', url, { shouldDirty: true, shouldValidate: true });
            })
          }
        />
        {cover ? (
          <button type="button" className="btn btn--ghost" onClick={() => setValue('coverImage', '', { shouldDirty: true })}>
            Quitar portada
          </button>
        ) : null}
      </div>
      {uploading ? <p role="status">Subiendo imagen...</p> : null}
      {error ? <p className="field__error">{error}</p> : null}
      {formState.errors.coverImage ? <p className="field__error">{formState.errors.coverImage.message}</p> : null}
    </fieldset>
  );
}
