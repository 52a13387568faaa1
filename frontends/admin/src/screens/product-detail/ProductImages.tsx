import { useState } from 'react';

/** Cover image with clickable thumbnails that swap it. */
export function ProductImages({ name, cover, images }: { name: string; cover: string; images: string[] }) {
  const all = [cover, ...images.filter((image) => image !== cover)].filter(Boolean);
  const [selected, setSelected] = useState(0);
  const main = all[selected] ?? all[0];
  if (!main) return <p className="adm-empty">Sin imágenes</p>;
  return (
    <div className="adm-gallery">
      <img className="adm-gallery__main" src={main} alt={name} />
      {all.length > 1 ? (
        <ul className="adm-gallery__thumbs">
          {all.map((image, index) => (
            <li key={`${image}-${index}`}>
              <button
                type="button"
                className={index === selected ? 'is-active' : undefined}
                aria-label={`Ver imagen ${index + 1}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <img src={image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
