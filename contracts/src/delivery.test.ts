import {
  CAPACITY_MESSAGES,
  COVERAGE_MESSAGES,
  coverageCityOfZip,
  deliveryCoverageError,
  setDayCapacityRequest,
  setDefaultCapacityRequest,
} from './delivery';
import { deliveryWindowDays } from './dates';
import { createOrderRequest, formatOrderNumber, ORDER_MESSAGES, parseOrderNumber } from './orders';
import { enrolRequestSchema } from './subscriptions';

describe('delivery coverage', () => {
  it.each([
    ['01000', 'CDMX'],
    ['06700', 'CDMX'],
    ['16999', 'CDMX'],
    ['50000', 'Estado de México'],
    ['57999', 'Estado de México'],
  ])('%s is in %s', (zip, city) => {
    expect(coverageCityOfZip(zip)).toBe(city);
    expect(deliveryCoverageError(zip, city)).toBeNull();
  });

  it.each(['00999', '17000', '44100', '49999', '58000', '99999'])('%s is outside the coverage, named in the message', (zip) => {
    expect(coverageCityOfZip(zip)).toBeNull();
    expect(deliveryCoverageError(zip, 'CDMX')).toBe(COVERAGE_MESSAGES.outside(zip));
    expect(COVERAGE_MESSAGES.outside(zip)).toContain(
      'Ciudad de México (códigos postales 01000 a 16999) y Estado de México (códigos postales 50000 a 57999)',
    );
  });

  it('the postcode must match the chosen city', () => {
    expect(deliveryCoverageError('06700', 'Estado de México')).toBe(COVERAGE_MESSAGES.cityMismatch('06700', 'Estado de México'));
    expect(deliveryCoverageError('52000', 'CDMX')).toBe(COVERAGE_MESSAGES.cityMismatch('52000', 'Ciudad de México'));
    expect(deliveryCoverageError('52000', '')).toBeNull();
    expect(deliveryCoverageError('123', 'CDMX')).toBeNull(); // the format has its own message
  });

  const address = { street_name: 'Durango', street_number: '10', col: 'Roma', del: 'Cuauhtémoc', zip_code: '06700', city: 'CDMX' };
  const order = (patch: object) => ({
    items: [{ id: 'a1b2c3d4e5f6a1b2c3d4e5f6', quantity: 1, unit_price: 10 }],
    payer: { name: 'Ana', email: 'ana@example.com', phone: { area_code: '55', number: '12345678' } },
    deliveryAddress: { ...address, ...patch },
  });

  it('the order request refuses an address outside the coverage on zip_code', () => {
    expect(createOrderRequest.safeParse(order({})).success).toBe(true);
    expect(createOrderRequest.safeParse(order({ city: 'Estado de México', zip_code: '54000' })).success).toBe(true);
    const outside = createOrderRequest.safeParse(order({ zip_code: '44100' }));
    expect(outside.success).toBe(false);
    expect(outside.error?.issues[0]).toMatchObject({ path: ['deliveryAddress', 'zip_code'], message: COVERAGE_MESSAGES.outside('44100') });
    const mismatch = createOrderRequest.safeParse(order({ city: 'Estado de México' }));
    expect(mismatch.error?.issues[0].message).toBe(COVERAGE_MESSAGES.cityMismatch('06700', 'Estado de México'));
    expect(createOrderRequest.safeParse(order({ zip_code: 'abcde' })).error?.issues[0].message).toBe(
      'El código postal debe tener 5 dígitos',
    );
  });

  it('the enrolment request refuses an address outside the coverage', () => {
    const enrol = (zip: string) => ({
      payer: {
        name: 'Ana',
        email: 'ana@example.com',
        phone: { area_code: '55', number: '12345678' },
        deliveryAddress: { ...address, zip_code: zip, interior_number: '', subscriptionDate: '2030-01-01' },
      },
      subscription: { _id: 'a1b2c3d4e5f6a1b2c3d4e5f6' },
    });
    expect(enrolRequestSchema.safeParse(enrol('06700')).success).toBe(true);
    expect(enrolRequestSchema.safeParse(enrol('60000')).error?.issues[0].message).toBe(COVERAGE_MESSAGES.outside('60000'));
  });
});

describe('order numbers', () => {
  it('formats a sequence value as K-000123 and reads it back from a search', () => {
    expect(formatOrderNumber(123)).toBe('K-000123');
    expect(formatOrderNumber(1234567)).toBe('K-1234567');
    expect(parseOrderNumber('K-000123')).toBe(123);
    expect(parseOrderNumber(' k123 ')).toBe(123);
    expect(parseOrderNumber('000123')).toBe(123);
    expect(parseOrderNumber('Ana')).toBeNull();
    expect(parseOrderNumber('K-0')).toBeNull();
  });
});

describe('capacity requests and the delivery window', () => {
  it('accepts integers 0..10000 or null and refuses the rest in Spanish', () => {
    expect(setDefaultCapacityRequest.parse({ defaultPerDay: 12 })).toEqual({ defaultPerDay: 12 });
    expect(setDefaultCapacityRequest.parse({ defaultPerDay: null })).toEqual({ defaultPerDay: null });
    for (const bad of [{ defaultPerDay: -1 }, { defaultPerDay: 1.5 }, { defaultPerDay: '3' }, { defaultPerDay: 10_001 }])
      expect(setDefaultCapacityRequest.safeParse(bad).error?.issues[0].message).toMatch(/^La capacidad diaria/);
    expect(setDefaultCapacityRequest.safeParse({}).error?.issues[0].message).toBe(CAPACITY_MESSAGES.defaultRequired);
    expect(setDayCapacityRequest.parse({ date: '2026-12-01', capacity: 0 })).toEqual({ date: '2026-12-01', capacity: 0 });
    expect(setDayCapacityRequest.safeParse({ date: '2026-13-01', capacity: 1 }).error?.issues[0].message).toBe(
      'La fecha no es válida, usa el formato AAAA-MM-DD',
    );
    expect(setDayCapacityRequest.safeParse({ date: '2026-12-01' }).error?.issues[0].message).toMatch(/^La capacidad del día/);
  });

  it('the window starts today before 12:00 and tomorrow from 12:00 (Mexico City), 30 days ahead', () => {
    const morning = deliveryWindowDays(new Date('2026-03-10T17:59:00Z')); // 11:59 in Mexico City (UTC-6)
    expect(morning[0]).toBe('2026-03-10');
    expect(morning[morning.length - 1]).toBe('2026-04-09');
    expect(morning).toHaveLength(31);
    const noon = deliveryWindowDays(new Date('2026-03-10T18:00:00Z'));
    expect(noon[0]).toBe('2026-03-11');
    expect(noon).toHaveLength(30);
  });
});

describe('delivery messages', () => {
  it('name the day in words, as every page does', () => {
    expect(CAPACITY_MESSAGES.dayFull('2026-11-28')).toBe(
      'Ya no tenemos cupo para entregar el sábado, 28 de noviembre, por favor elige otra fecha',
    );
    expect(CAPACITY_MESSAGES.dayClosed('2026-12-25')).toBe('No hacemos entregas el viernes, 25 de diciembre, por favor elige otra fecha');
    expect(CAPACITY_MESSAGES.stockShort('Brownies de chocolate', 4, '2026-11-30')).toBe(
      'Solo quedan 4 unidades de Brownies de chocolate para el lunes, 30 de noviembre',
    );
    expect(ORDER_MESSAGES.deliveryDateOutOfRange('2026-11-28', '2026-12-27')).toBe(
      'La fecha de entrega debe estar entre el sábado, 28 de noviembre y el domingo, 27 de diciembre',
    );
  });
});
