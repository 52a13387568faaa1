import { sizePricePairs, sortByFirstSku } from './products';

describe('catalogue products', () => {
  it('sorts ascending by first SKU', () => {
    const sorted = sortByFirstSku([{ sku: [300] }, { sku: [101, 999] }, { sku: [] }, { sku: [205] }]);
    expect(sorted.map((p) => p.sku[0])).toEqual([101, 205, 300, undefined]);
  });
  it('gives up to three size/price pairs, only those present', () => {
    expect(sizePricePairs({ size: ['Chica'], price: [200] })).toEqual([{ size: 'Chica', price: 200 }]);
    expect(sizePricePairs({ size: ['A', 'B', 'C', 'D'], price: [1, 2, 3, 4] })).toHaveLength(3);
  });
});
