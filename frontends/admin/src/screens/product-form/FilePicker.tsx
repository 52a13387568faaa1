import { useId } from 'react';
import { ACCEPTED_IMAGE_TYPES } from './imageRules';

/** A button-looking label over a file input (the input stays in the page for keyboard and tests). */
export function FilePicker({
  label,
  multiple,
  disabled,
  onFiles,
}: {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  return (
    <span className="adm-file">
      <input
        id={id}
        type="file"
        className="adm-file__input"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <label htmlFor={id} className="btn btn--ghost">
        {label}
      </label>
    </span>
  );
}
