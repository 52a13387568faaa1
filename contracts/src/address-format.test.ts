import { formatDeliveryAddress } from './address-format';

const address = {
  street_name: 'Durango',
  street_number: '10',
  interior_number: '3B',
  col: 'Roma Norte',
  del: 'Cuauhtémoc',
  zip_code: '06700',
  city: 'Estado de México',
};

describe('formatDeliveryAddress', () => {
  it('writes the whole address on one line', () => {
    expect(formatDeliveryAddress(address)).toBe('Durango 10, int. 3B, col. Roma Norte, Cuauhtémoc, C.P. 06700, Estado de México');
  });

  it('leaves out what is missing, and a missing city is CDMX', () => {
    expect(formatDeliveryAddress({ street_name: 'Durango', street_number: 10, zip_code: 6700 })).toBe('Durango 10, C.P. 6700, CDMX');
    expect(formatDeliveryAddress({ interior_number: '2', col: 'Roma', city: '' })).toBe('int. 2, col. Roma, CDMX');
    expect(formatDeliveryAddress(null)).toBe('');
  });

  it('keeps only the parts asked for, in the address order', () => {
    expect(formatDeliveryAddress(address, ['city', 'street'])).toBe('Durango 10, int. 3B, Estado de México');
    expect(formatDeliveryAddress(address, ['col', 'del', 'zip'])).toBe('col. Roma Norte, Cuauhtémoc, C.P. 06700');
  });
});
