import { FileMailbox } from '@kukki/platform';
import { startStandaloneGateway } from '@kukki/gateway';
import { devMailboxMount } from '@kukki/notifications';
import { useEmbeddedMpEmulator } from '@kukki/mp-emulator';

/**
 * The gateway of `npm run start:services` outside production: the standalone gateway plus the same
 * development mounts the embedded shop has — the Mercado Pago emulator at /mp-emulator (when the
 * launcher set DEV_MP_EMULATOR) and the dev mailbox at /dev/mailbox over the folder the launcher's
 * SMTP catcher writes (DEV_MAILBOX_DIR). In production it is the plain gateway.
 */
void startStandaloneGateway((runtime, env) => {
  if (runtime.production) return;
  if (process.env.DEV_MP_EMULATOR === 'true') useEmbeddedMpEmulator(runtime, env);
  const dir = process.env.DEV_MAILBOX_DIR;
  if (dir) runtime.httpMounts.push(devMailboxMount(new FileMailbox(dir, process.env.MAIL_FROM ?? 'Kukki <hola@kukki.mx>')));
});
