import { decodedSegment } from './routeParams';

describe('a route segment decoded once', () => {
  it('decodes a percent-encoded category and leaves a decoded one as it is', () => {
    expect(decodedSegment('garapi%C3%B1ados')).toBe('garapiñados');
    expect(decodedSegment('garapiñados')).toBe('garapiñados');
    expect(decodedSegment(undefined)).toBeUndefined();
  });

  it('keeps a segment that is not valid percent-encoding', () => {
    expect(decodedSegment('100%')).toBe('100%');
  });
});
