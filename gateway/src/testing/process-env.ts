/**
 * Settings the services read from the process environment (as in production), for one suite: call at
 * the top of a describe, then `set({ … })` in its beforeAll; every variable set is restored after the suite.
 */
export function suiteProcessEnv(): (vars: Record<string, string>) => void {
  const saved = new Map<string, string | undefined>();
  afterAll(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    saved.clear();
  });
  return (vars) => {
    for (const [name, value] of Object.entries(vars)) {
      if (!saved.has(name)) saved.set(name, process.env[name]);
      process.env[name] = value;
    }
  };
}
