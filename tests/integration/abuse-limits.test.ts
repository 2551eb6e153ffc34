import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, forumPosts, messages, users } from '../../src/server/db/schema';
import { LIMITS } from '../../src/shared/limits';
import { createTestApp, signedInClient, TestClient, type CallResult, type TestApp } from '../support/app';
import { booked, person } from '../support/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statuses = (results: CallResult[]) => results.map((r) => r.status);
const count = (results: CallResult[], status: number) => results.filter((r) => r.status === status).length;
const wait = (unit: string) => new RegExp(`Please try again in \\d+ ${unit}s?\\.$`);

describe('abuse limits', () => {
  it('limits sign-ups from one address, even all at once, and stores nothing refused', async () => {
    const ip = '192.0.2.40';
    const results = await Promise.all(
      Array.from({ length: LIMITS.signUpAddress.points + 5 }, (_, i) =>
        new TestClient(t.app, { ip }).mutate('auth.signUp', {
          fullName: 'Bulk Account',
          role: 'guest',
          email: `bulk${i}@example.com`,
          password: 'a long enough password',
        }),
      ),
    );
    expect(count(results, 200)).toBe(LIMITS.signUpAddress.points);
    expect(count(results, 429)).toBe(5);
    const refused = results.find((r) => r.status === 429);
    expect(refused?.error?.message).toMatch(/^Too many accounts created from your network\./);
    expect(refused?.error?.message).toMatch(wait('minute'));
    const stored = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} like 'bulk%'`);
    expect(stored).toHaveLength(LIMITS.signUpAddress.points);
    // Another address signs up as usual.
    const other = await new TestClient(t.app, { ip: '192.0.2.41' }).mutate('auth.signUp', {
      fullName: 'Someone Else',
      role: 'guest',
      email: 'elsewhere@example.com',
      password: 'a long enough password',
    });
    expect(other.status).toBe(200);
  });

  it('limits the messages one user sends', async () => {
    const guest = await person(t);
    const host = await person(t, 'host');
    const bookingId = await booked(t, guest, host);
    const limit = LIMITS.messageUser.points;
    const results = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) =>
        guest.client.mutate('messages.send', { to: host.id, content: `Hello number ${i}`, bookingId }),
      ),
    );
    expect(count(results, 200)).toBe(limit);
    expect(count(results, 429)).toBe(5);
    expect(results.find((r) => r.status === 429)?.error?.message).toMatch(
      /^You are sending messages too fast\. Please try again in 1 minute\.$/,
    );
    const stored = await t.database.db.select().from(messages).where(eq(messages.senderId, guest.id));
    expect(stored).toHaveLength(limit);
    // The other person still answers.
    const reply = await host.client.mutate('messages.send', { to: guest.id, content: 'Hi!', bookingId });
    expect(reply.status).toBe(200);
  });

  it('limits the calendar fetches one host asks for (each makes the server call their URL)', async () => {
    const host = await person(t, 'host');
    const limit = LIMITS.calendarFetchUser.points;
    const feedId = '00000000-0000-4000-8000-000000000000';
    const results = await Promise.all(
      Array.from({ length: limit + 5 }, () => host.client.mutate('host.ical.syncNow', { feedId })),
    );
    // Counted before the feed is looked up: a script cannot probe or fetch past the limit.
    expect(count(results, 404)).toBe(limit);
    expect(count(results, 429)).toBe(5);
    expect(results.find((r) => r.status === 429)?.error?.message).toMatch(
      /^Too many calendar syncs\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('limits the forum posts one user writes', async () => {
    const poster = await signedInClient(t, { email: 'poster@example.com' });
    const limit = LIMITS.forumPostUser.points;
    const results = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) => poster.mutate('forum.create', { content: `Post ${i}` })),
    );
    expect(count(results, 200)).toBe(limit);
    expect(count(results, 429)).toBe(5);
    expect(results.find((r) => r.status === 429)?.error?.message).toMatch(/^Too many posts\./);
    const stored = await t.database.db
      .select()
      .from(forumPosts)
      .where(sql`${forumPosts.content} like 'Post %'`);
    expect(stored).toHaveLength(limit);
  });

  it('limits wrong current passwords on a password change, even to the right one', async () => {
    const email = 'changer@example.com';
    const me = await signedInClient(t, { email, password: 'my current password' });
    const change = (currentPassword: string) =>
      me.mutate('account.changePassword', {
        currentPassword,
        newPassword: 'a brand new password',
        confirmPassword: 'a brand new password',
      });
    const results = await Promise.all(
      Array.from({ length: LIMITS.passwordUser.points + 10 }, (_, i) => change(`guess number ${i}`)),
    );
    expect(count(results, 400)).toBe(LIMITS.passwordUser.points);
    expect(count(results, 429)).toBe(10);
    const refused = await change('my current password');
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(/^Too many wrong passwords\. Please try again in 15 minutes\.$/);
    // Nothing changed: the old password still signs in, the session still works.
    expect((await me.query<{ user: unknown }>('auth.me')).data?.user).not.toBeNull();
    const signIn = await new TestClient(t.app).mutate('auth.signIn', {
      email,
      password: 'my current password',
    });
    expect(signIn.status).toBe(200);
    expect(statuses(results).every((s) => s === 400 || s === 429)).toBe(true);
  });

  it('answers a filled honeypot as sent, but stores and mails nothing', async () => {
    const mailsBefore = t.mailer.sent.length;
    const res = await new TestClient(t.app).mutate<{ id: string }>('site.contact', {
      name: 'Spam Bot',
      email: 'bot@example.com',
      subject: 'Cheap offers',
      message: 'Buy now, limited offer for everyone!',
      website: 'http://spam.example',
    });
    expect(res.status).toBe(200);
    expect(res.data?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'bot@example.com')),
    ).toHaveLength(0);
    expect(t.mailer.sent.length).toBe(mailsBefore);

    // Left empty (as the form sends it), the message goes through.
    const person = await new TestClient(t.app).mutate('site.contact', {
      name: 'Real Person',
      email: 'real@example.com',
      subject: 'Question',
      message: 'Do you have stays with a standing desk?',
      website: '',
    });
    expect(person.status).toBe(200);
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'real@example.com')),
    ).toHaveLength(1);
  });
});
