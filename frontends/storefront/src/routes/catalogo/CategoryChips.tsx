import type { Category } from '@kukki/contracts';

/**
 * The catalogue's categories as chips that stay at the top of the screen while scrolling (a thumb
 * reaches them from anywhere in a long list). The row keeps its height while the categories load.
 */
export function CategoryChips({
  categories,
  value,
  onChange,
}: {
  categories: readonly Category[];
  value: string | null;
  onChange: (category: string | null) => void;
}) {
  const chip = (label: string, category: string | null) => (
    <li key={category ?? ''}>
      <button type="button" className="chip" aria-pressed={value === category} onClick={() => onChange(category)}>
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
