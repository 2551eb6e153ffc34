import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyNewMessage } from '../../src/server/domains/messages/notify';
import { send } from '../../src/server/domains/messages/service';
import type { MailMessage } from '../../src/server/mail/mailer';
import type { MessageView } from '../../src/shared/messages';
import { createTestApp, type TestApp } from '../support/app';
import { booked, person, sendMessage, type Person } from '../support/messages';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Someone with an email address we know and a booking with `host` so they may write to each other. */
async function member(role: 'guest' | 'host', name: string) {
  const p = await person(t, role, name);
  const me = await p.client.query<{ email: string }>('account.profile');
  return { ...p, email: me.data!.email };
}
type Member = Person & { email: string };

/** The new-message mails `m` got (not counting the sign-up confirmation). */
const mailsTo = (m: Member): MailMessage[] =>
  t.mailer.sent.filter((mail) => mail.to === m.email && mail.subject.startsWith('New message from'));

/** Mail is sent after the message is saved, off the request: wait until `count` mails reached `m`. */
async function mailsArrive(m: Member, count: number): Promise<MailMessage[]> {
  await vi.waitFor(() => expect(mailsTo(m)).toHaveLength(count), { timeout: 5000, interval: 20 });
  return mailsTo(m);
}

/** Waits until no mail has been sent for a while. */
async function quiet(): Promise<void> {
  let last = -1;
  while (last !== t.mailer.sent.length) {
    last = t.mailer.sent.length;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Lets any notification still under way finish: a message from `witness` (who has never written to
 * `to`) must mail `to`; once that mail arrives and nothing more comes for a while, the count is final.
 */
async function settled(to: Member, witness: Member): Promise<number> {
  const before = mailsTo(to).length;
  await booked(t, witness, to, 12);
  await sendMessage(witness, to, `Barrier ${Date.now()}`);
  await mailsArrive(to, before + 1);
  await quiet();
  return mailsTo(to).length - 1; // not counting the witness's own mail
}

describe('new message emails', () => {
  let guest: Member;
  let host: Member;

  beforeAll(async () => {
    guest = await member('guest', 'Grace Guest');
    host = await member('host', 'Harry Host');
    await booked(t, guest, host);
  });

  it("mails the recipient about the first unread message, with the sender's name and a link", async () => {
    const message = await sendMessage(guest, host, 'Is the desk by the window free in March?');
    const [mail] = await mailsArrive(host, 1);
    expect(mail!.subject).toContain('New message from Grace Guest');
    expect(mail!.text).toContain('Is the desk by the window free in March?');
    expect(mail!.text).toContain(`${t.config.publicUrl}/messages?with=${message.senderId}`);
    expect(mailsTo(guest)).toHaveLength(0);
  });

  it('does not mail again for more messages the recipient has not read yet', async () => {
    await sendMessage(guest, host, 'Also, is there a monitor?');
    await sendMessage(guest, host, 'And a second chair?');
    const witness = await member('guest', 'Wendy Witness');
    expect(await settled(host, witness)).toBe(1);
  });

  it('mails again once the recipient has read the conversation', async () => {
    const read = await host.client.mutate('messages.markRead', { withUserId: guest.id });
    expect(read.status).toBe(200);
    await sendMessage(guest, host, 'One more question, sorry!');
    const mails = await mailsArrive(host, 3); // two from Grace, one from the witness
    expect(mails.filter((m) => m.subject.includes('Grace Guest'))).toHaveLength(2);
  });

  it('sends nothing while the recipient has notifications off, and resumes when turned on', async () => {
    const off = await host.client.mutate('account.updateEmailPreferences', {
      notifyEmail: false,
      marketingEmail: false,
    });
    expect(off.status).toBe(200);
    await host.client.mutate('messages.markRead', { withUserId: guest.id });
    const before = mailsTo(host).length;
    await sendMessage(guest, host, 'Are you there?');
    // A mail the other way (Grace's notifications are on) shows the notification work has run.
    await sendMessage(host, guest, 'Yes, one moment');
    await mailsArrive(guest, 1);
    await quiet();
    expect(mailsTo(host)).toHaveLength(before);

    await host.client.mutate('account.updateEmailPreferences', { notifyEmail: true, marketingEmail: false });
    await host.client.mutate('messages.markRead', { withUserId: guest.id });
    await sendMessage(guest, host, 'Back on?');
    const mails = await mailsArrive(host, before + 1);
    expect(mails.at(-1)!.text).toContain('Back on?');
  });

  it("keeps the sender's own preference out of it", async () => {
    await guest.client.mutate('account.updateEmailPreferences', {
      notifyEmail: false,
      marketingEmail: false,
    });
    await host.client.mutate('messages.markRead', { withUserId: guest.id });
    const before = mailsTo(host).length;
    await sendMessage(guest, host, 'Sent with my own mails off');
    await mailsArrive(host, before + 1);
  });

  it('mails exactly once when two messages are sent at the same moment', async () => {
    const a = await member('guest', 'Quick Typist');
    const b = await member('host', 'Busy Host');
    await booked(t, a, b);
    const sent = await Promise.all(
      ['Hi!', 'Is it free next week?'].map((content) =>
        a.client.mutate<MessageView>('messages.send', { to: b.id, content }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    const witness = await member('guest', 'Wanda Witness');
    expect(await settled(b, witness)).toBe(1);
    expect(mailsTo(b)[0]!.subject).toContain('Quick Typist');
  });

  it('marks only the first of a streak as the one to mail, even when the second is saved before any mail', async () => {
    const a = await member('guest', 'Fast Sender');
    const b = await member('host', 'Slow Mailbox');
    await booked(t, a, b);
    // Both saved (without the route's own notification), then the notifications run, in order.
    const first = await send(t.database.db, a.id, { to: b.id, content: 'Hello' });
    const second = await send(t.database.db, a.id, { to: b.id, content: 'Are you there?' });
    expect([first.firstUnread, second.firstUnread]).toEqual([true, false]);
    const deps = { db: t.database.db, mailer: t.mailer, config: t.config };
    for (const sent of [first, second]) if (sent.firstUnread) await notifyNewMessage(deps, sent.message);
    const mails = mailsTo(b);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hello');
  });
});
