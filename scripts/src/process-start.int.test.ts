import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The packages under node_modules a fresh Node process has loaded after requiring `entry` (built code). */
function packagesLoadedBy(entry: string): string[] {
  const script = `require(${JSON.stringify(path.join(root, entry))});
    const names = Object.keys(require.cache).map((f) => (f.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\/(.*)/) || []).slice(1).join(':'));
    process.stdout.write(JSON.stringify([...new Set(names.filter(Boolean))]));`;
  const names = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' })) as string[];
  return names.map((n) => (n.startsWith('date-fns:') ? (n === 'date-fns:index.cjs' ? 'date-fns (index)' : 'date-fns') : n.split(':')[0]));
}

/**
 * A process restarted under load starts on the CPU the other processes leave it: what it loads and never uses
 * lengthens the time its replica carries the load alone. The job queue, the payment SDK and the mailer load
 * when first used, and date-fns by function.
 */
describe('process start', () => {
  it('the gateway starts without the job queue, the payment SDK, the mailer or the whole of date-fns', () => {
    const loaded = packagesLoadedBy('gateway/dist/index.js');
    expect(loaded).toEqual(expect.arrayContaining(['@nestjs/core', 'nats', 'date-fns']));
    for (const unused of ['bullmq', 'mercadopago', 'nodemailer', 'date-fns (index)']) expect(loaded).not.toContain(unused);
  });

  it('loads the mailer when a process makes one', () => {
    const script = `const os = require('node:os');
      const { FileMailbox } = require('./platform/dist');
      const before = Object.keys(require.cache).some((f) => f.includes('node_modules/nodemailer/'));
      new FileMailbox(require('node:fs').mkdtempSync(require('node:path').join(os.tmpdir(), 'kukki-start-')), 'Kukki <hola@kukki.mx>');
      const after = Object.keys(require.cache).some((f) => f.includes('node_modules/nodemailer/'));
      process.stdout.write(JSON.stringify({ before, after }));`;
    expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }))).toEqual({
      before: false,
      after: true,
    });
  });
});
