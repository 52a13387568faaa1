import { ERRORS } from '@kukki/contracts';
import { ConnectionLostError } from './db/connection-failure';
import { asServiceFailure, badRequest, isInfrastructureOutage, ServiceFailure } from './errors';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const wrapped = Object.assign(new Error('Failed query: insert into "notifications"."emails"'), { cause: refused });

describe('infrastructure outages are 503, not 500', () => {
  it.each([
    ['a refused connection', refused],
    ['a query error caused by one', wrapped],
    [
      'PostgreSQL shutting down (57P01)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a connection exception class (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a pooled client that lost its connection', new ConnectionLostError('08006', new Error('Connection terminated unexpectedly'))],
  ])('recognises %s', (_, err) => {
    expect(isInfrastructureOutage(err)).toBe(true);
    const failure = asServiceFailure(err) as ServiceFailure;
    expect(failure).toBeInstanceOf(ServiceFailure);
    expect(failure.getError()).toEqual({ status: 503, message: ERRORS.unavailable });
  });

  it('leaves other errors as they are', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(isInfrastructureOutage(bug)).toBe(false);
    expect(asServiceFailure(bug)).toBe(bug);
    expect(asServiceFailure(unique)).toBe(unique);
    // The text of a message says nothing: only codes do.
    for (const text of ['Connection terminated by the courier', 'timeout exceeded when trying to connect to the payment provider']) {
      expect(isInfrastructureOutage(new Error(text))).toBe(false);
    }
    const rejected = badRequest('Datos inválidos');
    expect(asServiceFailure(rejected)).toBe(rejected);
  });
});
