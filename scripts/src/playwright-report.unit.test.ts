import { playwrightCounts } from './playwright-report';

describe('playwrightCounts', () => {
  it('counts the expected results as passed and the unexpected ones as failed', () => {
    expect(playwrightCounts({ stats: { expected: 40, unexpected: 2, flaky: 0, skipped: 0 }, errors: [] })).toEqual({
      passed: 40,
      failed: 2,
    });
  });

  it('counts a flaky test and an error outside the tests as failures', () => {
    expect(playwrightCounts({ stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 }, errors: [{ message: 'config' }] })).toEqual({
      passed: 3,
      failed: 2,
    });
  });
});
