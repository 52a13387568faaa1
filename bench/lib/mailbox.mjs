// The messages a run's shop kept: DATA_DIR/mailbox/<id>.json, written by the embedded shop itself or by the
// distributed launcher's SMTP catcher (the same layout; one entry per Message-ID). Read from the files, since
// /dev/mailbox/messages lists only the newest 500.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every message in the folder; none when it does not exist yet, and one being written is left for the next read. */
export function mailboxMessages(dir) {
  let names;
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const messages = [];
  for (const name of names) {
    try {
      messages.push(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
    } catch {
      // being written: read on the next pass
    }
  }
  return messages;
}
