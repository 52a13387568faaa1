import { fromExtendedJson, parseExportText } from './extended-json';

describe('mongoexport Extended JSON', () => {
  const canonical =
    '{"_id":{"$oid":"5F1A2B3C4D5E6F7081920A1B"},"price":[{"$numberDecimal":"150.50"},{"$numberInt":"200"}],"createdAt":{"$date":{"$numberLong":"1600000000000"}},"n":{"$numberLong":"7"},"d":{"$numberDouble":"2.5"}}';
  const relaxed =
    '{"_id":{"$oid":"5f1a2b3c4d5e6f7081920a1b"},"price":[150.5,200],"createdAt":{"$date":"2020-09-13T12:26:40Z"},"n":7,"d":2.5}';

  it('reads canonical and relaxed forms into the same plain values', () => {
    const expected = { _id: '5f1a2b3c4d5e6f7081920a1b', price: [150.5, 200], createdAt: new Date(1600000000000), n: 7, d: 2.5 };
    expect(fromExtendedJson(JSON.parse(canonical))).toEqual(expected);
    expect(fromExtendedJson(JSON.parse(relaxed))).toEqual(expected);
  });

  it('reads JSON lines and a JSON array alike, and lists lines that are not JSON', () => {
    expect(parseExportText(`${relaxed}\n\n${canonical}\n`).records).toHaveLength(2);
    expect(parseExportText(`[${relaxed},${canonical}]`).records).toHaveLength(2);
    const broken = parseExportText(`${relaxed}\n{"_id": \n${canonical}`);
    expect(broken.records).toHaveLength(2);
    expect(broken.errors).toEqual([{ at: 'línea 2', reason: expect.stringMatching(/^JSON inválido/) }]);
    expect(parseExportText('').records).toEqual([]);
  });

  it('leaves objects that only look alike untouched and nests through arrays and objects', () => {
    expect(fromExtendedJson({ a: { $oid: 'x', other: 1 } })).toEqual({ a: { $oid: 'x', other: 1 } });
    expect(fromExtendedJson({ a: [{ b: { $date: 0 } }] })).toEqual({ a: [{ b: new Date(0) }] });
    expect(Number.isNaN((fromExtendedJson({ $date: 'nope' }) as Date).getTime())).toBe(true);
  });
});
