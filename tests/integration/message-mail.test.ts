import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { send } from '../../src/server/domains/messages/service';
import type { MailMessage } from '../../src/server/mail/mailer';
import type { MessageView } from '../../src/shared/messages';
import { createTestApp, type TestApp } from '../support/app';
import { booked, person, sendMessage, type Person } from '../support/messages';

/*
 * The send procedure starts the notification (and with it any mail) before it returns, but does not wait for
 * it. Every notification the app starts is recorded here, so a test can wait for all of them to finish: then
 * every mail the messages sent so far will ever cause has been sent, and a count is final, without guessing
 * how long to wait for stragglers.
 */
const started = vi.hoisted(() => [] as Promise<unknown>[]);
vi.mock('../../src/server/domains/messages/notify', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/domains/messages/notify')>();
  return {
    ...real,
    notifyNewMessage: (...args: Parameters<typeof real.notifyNewMessage>) => {
      const run = real.notifyNewMessage(...args);
      started.push(run);
      return run;
    },
  };
});
const { notifyNewMessage } = await import('../../src/server/domains/messages/notify');

/** Waits until every notification started so far has finished (or failed: the route only logs that). */
async function notificationsDone(): Promise<void> {
  let waited = 0;
  // A notification cannot start another, but re-read the list in case one was added while waiting.
  while (waited < started.length) {
    const batch = started.slice(waited);
    await Promise.allSettled(batch);
    waited += batch.length;
  }
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Someone with an email address we know. */
async function member(role: 'guest' | 'host', name: string) {
  const p = await person(t, role, name);
  const me = await p.client.query<{ email: string }>('account.profile');
  return { ...p, email: me.data!.email };
}
type Member = Person & { email: string };

/** A guest and a host of their booking, so they may write to each other; nobody has written yet. */
async function pair(guestName = 'Grace Guest', hostName = 'Harry Host') {
  const guest = await member('guest', guestName);
  const host = await member('host', hostName);
  await booked(t, guest, host);
  return { guest, host };
}

/** The new-message mails `m` got (not counting the sign-up confirmation), once all notifications are done. */
async function mailsTo(m: Member): Promise<MailMessage[]> {
  await notificationsDone();
  return t.mailer.sent.filter((mail) => mail.to === m.email && mail.subject.startsWith('New message from'));
}

describe('new message emails', () => {
  it("mails the recipient about the first unread message, with the sender's name and a link", async () => {
    const { guest, host } = await pair();
    const before = started.length;
    const message = await sendMessage(guest, host, 'Is the desk by the window free in March?');
    // The route started its notification before answering: what notificationsDone waits for is real.
    expect(started).toHaveLength(before + 1);
    const mails = await mailsTo(host);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('New message from Grace Guest');
    expect(mails[0]!.text).toContain('Is the desk by the window free in March?');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/messages?with=${message.senderId}`);
    expect(await mailsTo(guest)).toHaveLength(0);
  });

  it('does not mail again for more messages the recipient has not read yet', async () => {
    const { guest, host } = await pair();
    await sendMessage(guest, host, 'Is the desk by the window free in March?');
    await sendMessage(guest, host, 'Also, is there a monitor?');
    await sendMessage(guest, host, 'And a second chair?');
    const mails = await mailsTo(host);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Is the desk by the window free in March?');
  });

  it('mails again once the recipient has read the conversation', async () => {
    const { guest, host } = await pair();
    await sendMessage(guest, host, 'Is the desk by the window free in March?');
    await sendMessage(guest, host, 'Also, is there a monitor?');
    expect(await mailsTo(host)).toHaveLength(1);
    const read = await host.client.mutate('messages.markRead', { withUserId: guest.id });
    expect(read.status).toBe(200);
    await sendMessage(guest, host, 'One more question, sorry!');
    const mails = await mailsTo(host);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.subject.includes('Grace Guest'))).toHaveLength(2);
    expect(mails[1]!.text).toContain('One more question, sorry!');
  });

  it('sends nothing while the recipient has notifications off, and resumes when turned on', async () => {
    const { guest, host } = await pair();
    const off = await host.client.mutate('account.updateEmailPreferences', {
      notifyEmail: false,
      marketingEmail: false,
    });
    expect(off.status).toBe(200);
    await sendMessage(guest, host, 'Are you there?');
    expect(await mailsTo(host)).toHaveLength(0);
    // The other way round still mails: Grace's notifications are on.
    await sendMessage(host, guest, 'Yes, one moment');
    expect(await mailsTo(guest)).toHaveLength(1);

    await host.client.mutate('account.updateEmailPreferences', { notifyEmail: true, marketingEmail: false });
    await host.client.mutate('messages.markRead', { withUserId: guest.id });
    await sendMessage(guest, host, 'Back on?');
    const mails = await mailsTo(host);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Back on?');
  });

  it("keeps the sender's own preference out of it", async () => {
    const { guest, host } = await pair();
    await guest.client.mutate('account.updateEmailPreferences', {
      notifyEmail: false,
      marketingEmail: false,
    });
    await sendMessage(guest, host, 'Sent with my own mails off');
    const mails = await mailsTo(host);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Sent with my own mails off');
  });

  it('mails exactly once when two messages are sent at the same moment', async () => {
    const { guest: a, host: b } = await pair('Quick Typist', 'Busy Host');
    const sent = await Promise.all(
      ['Hi!', 'Is it free next week?'].map((content) =>
        a.client.mutate<MessageView>('messages.send', { to: b.id, content }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    const mails = await mailsTo(b);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Quick Typist');
  });

  it('marks only the first of a streak as the one to mail, even when the second is saved before any mail', async () => {
    const { guest: a, host: b } = await pair('Fast Sender', 'Slow Mailbox');
    // Both saved (without the route's own notification), then the notifications run, in order.
    const first = await send(t.database.db, a.id, { to: b.id, content: 'Hello' });
    const second = await send(t.database.db, a.id, { to: b.id, content: 'Are you there?' });
    expect([first.firstUnread, second.firstUnread]).toEqual([true, false]);
    const deps = { db: t.database.db, mailer: t.mailer, config: t.config };
    for (const sent of [first, second]) if (sent.firstUnread) await notifyNewMessage(deps, sent.message);
    const mails = await mailsTo(b);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hello');
  });
});
