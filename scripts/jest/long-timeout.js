jest.setTimeout(Number(process.env.JEST_TIMEOUT_MS ?? 120000));
