import type { Db } from '../db/client';
import { raiseAlertSafely } from '../domains/admin/alerts';
import type { Mailer } from './mailer';

/**
 * A mailer that tells the admins when mail cannot be sent: one open 'mail_failed' alert counting the
 * failures (the recipient is not named: the alert is about the mail system). The failure still reaches the
 * caller, which decides what the user hears.
 */
export function alertingMailer(
  inner: Mailer,
  db: Db,
  log?: { warn(obj: object, msg: string): void },
): Mailer {
  return {
    kind: inner.kind,
    async send(message) {
      try {
        await inner.send(message);
      } catch (err) {
        const reason = err instanceof Error ? err.message.slice(0, 200) : 'unknown error';
        await raiseAlertSafely(
          db,
          {
            kind: 'mail_failed',
            key: 'mail_failed',
            description: `Mail could not be sent ("${message.subject}"): ${reason}`,
            action: 'Investigate',
            path: '/admin',
          },
          log,
        );
        throw err;
      }
    },
  };
}
