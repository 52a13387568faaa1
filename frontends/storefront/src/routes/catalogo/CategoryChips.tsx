import type { Category } from '@kukki/contracts';

/**
 * The catalogue's categories as chips that stay at the top of the screen while scrolling (a thumb
 * reaches them from anywhere in a long list). The row keeps its height while the categories load.
 * Each chip submits the search form `formId` with `?categoria=` («Todos» with an empty one, after the
 * form's own kept category: the last value counts), so they work without scripts too; with them a chip
 * filters in place.
 */
export function CategoryChips({
  categories,
  value,
  onChange,
  formId,
}: {
  categories: readonly Category[];
  value: string | null;
  onChange: (category: string | null) => void;
  formId: string;
}) {
  const chip = (label: string, category: string | null) => (
    <li key={category ?? ''}>
      <button
        type="submit"
        form={formId}
        name="categoria"
        value={category ?? ''}
        className="chip"
        aria-pressed={value === category}
        onClick={(e) => {
          e.preventDefault();
          onChange(category);
        }}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav className="category-chips" aria-label="Categorías">
      <ul className="category-chips__list">
        {chip('Todos', null)}
        {categories.map((c) => chip(c.flavor, c.name))}
      </ul>
    </nav>
  );
}
