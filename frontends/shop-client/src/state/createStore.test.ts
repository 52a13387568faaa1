import { createPersistedStore } from './createStore';

describe('a store kept in Web Storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('gives back what it kept', () => {
    localStorage.setItem('kept-list', '["a"]');
    localStorage.setItem('kept-record', '{"a":"1"}');
    expect(createPersistedStore<string[]>('kept-list', []).get()).toEqual(['a']);
    expect(createPersistedStore<Record<string, string>>('kept-record', {}).get()).toEqual({ a: '1' });
    expect(createPersistedStore<{ name: string } | null>('kept-record', null).get()).toEqual({ a: '1' });
  });

  it('starts empty from a value of another shape (an older version, a hand) instead of breaking the page', () => {
    sessionStorage.setItem('bad-list', 'true');
    localStorage.setItem('bad-record', '["a"]');
    localStorage.setItem('bad-nullable', '"Ana"');
    localStorage.setItem('not-json', '{oops');
    expect(createPersistedStore<string[]>('bad-list', [], 'session').get()).toEqual([]);
    expect(createPersistedStore<Record<string, string>>('bad-record', {}).get()).toEqual({});
    expect(createPersistedStore<{ name: string } | null>('bad-nullable', null).get()).toBeNull();
    expect(createPersistedStore<string[]>('not-json', []).get()).toEqual([]);
  });
});
