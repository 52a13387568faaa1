/** The part of Playwright's json reporter output the test summary reads. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

/**
 * Passed and failed tests of a Playwright run: a flaky test (green only on a retry) and an error
 * outside any test (a broken config or global setup) count as failures.
 */
export function playwrightCounts(report: PlaywrightReport): { passed: number; failed: number } {
  const { expected, unexpected, flaky } = report.stats;
  return { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0) };
}
