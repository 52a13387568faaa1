import { NOTIFICATIONS_SUBJECTS } from '@kukki/contracts';
import { FileMailbox } from '@kukki/platform';
import { startStandaloneGateway } from '@kukki/gateway';
import { devMailboxMount, devWhatsAppMount, DevWhatsAppTwin } from '@kukki/notifications';
import { useEmbeddedMpEmulator } from '@kukki/mp-emulator';

/**
 * The gateway of `npm run start:services` outside production: the standalone gateway plus the same
 * development mounts the embedded shop has — the Mercado Pago emulator at /mp-emulator (when the
 * launcher set DEV_MP_EMULATOR), the dev mailbox at /dev/mailbox over the folder the launcher's
 * SMTP catcher writes (DEV_MAILBOX_DIR), and the WhatsApp twin at /dev/whatsapp over the folder the
 * notifications service writes (DEV_WHATSAPP_DIR), its answers handed to that service. In production
 * it is the plain gateway.
 */
void startStandaloneGateway((runtime, env) => {
  if (runtime.production) return;
  if (process.env.DEV_MP_EMULATOR === 'true') useEmbeddedMpEmulator(runtime, env);
  const dir = process.env.DEV_MAILBOX_DIR;
  if (dir) runtime.httpMounts.push(devMailboxMount(new FileMailbox(dir, process.env.MAIL_FROM ?? 'Kukki <hola@kukki.mx>')));
  const whatsApp = process.env.DEV_WHATSAPP_DIR;
  if (whatsApp) {
    const rpc = runtime.rpcClient();
    const answer = (inbound: { from: string; text: string }) => rpc.request(NOTIFICATIONS_SUBJECTS.whatsAppInbound, inbound);
    runtime.httpMounts.push(devWhatsAppMount(new DevWhatsAppTwin(whatsApp), answer));
  }
});
