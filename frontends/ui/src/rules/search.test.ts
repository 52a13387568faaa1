import { filterByDescription, matchesDescription, searchApplies } from './search';

const items = [{ description: 'Galletas de AVENA con pasas' }, { description: 'Alfajores de dulce de leche' }];

describe('search', () => {
  it('applies only with more than one character', () => {
    expect(searchApplies('')).toBe(false);
    expect(searchApplies('a')).toBe(false);
    expect(searchApplies('av')).toBe(true);
  });
  it('one character shows everything', () => {
    expect(filterByDescription(items, 'z')).toHaveLength(2);
  });
  it('matches the description case-insensitively', () => {
    expect(filterByDescription(items, 'avena')).toEqual([items[0]]);
    expect(filterByDescription(items, 'DULCE')).toEqual([items[1]]);
    expect(matchesDescription('Almendras', 'xx')).toBe(false);
  });
});
