import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostProfiles, profiles } from '../../src/server/db/schema';
import { ACCOUNT_TEXTS, BIO_MAX } from '../../src/shared/account';
import { createTestApp, TestClient, type CallResult, type TestApp } from '../support/app';
import { person, type Person } from '../support/messages';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Profile = { fullName: string; username: string; bio: string; avatarUrl: string | null; email: string };
type HostProfile = { businessName: string; phoneNumber: string; isBusiness: boolean };
type Prefs = { notifyEmail: boolean; marketingEmail: boolean };

const issues = (res: CallResult) => res.error?.data.zodIssues?.map((i) => i.message) ?? [];
const profileOf = async (p: Person) => (await p.client.query<Profile>('account.profile')).data!;

describe('profile', () => {
  let amina: Person;
  let brian: Person;

  beforeAll(async () => {
    amina = await person(t, 'guest', 'Amina Wanjiru');
    brian = await person(t, 'host', 'Brian Otieno');
  });

  it('prefills the username from the full name until one is saved, with an empty bio', async () => {
    const res = await amina.client.query<Profile>('account.profile');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      fullName: 'Amina Wanjiru',
      username: 'amina.wanjiru',
      bio: '',
      avatarUrl: null,
    });
    expect(res.data!.email).toMatch(/@example\.com$/);
    // Only a suggestion: nothing is stored yet.
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, amina.id));
    expect(row!.username).toBeNull();
  });

  it('saves the profile (trimmed) and reads it back', async () => {
    const saved = await amina.client.mutate<Profile>('account.updateProfile', {
      fullName: '  Amina W. Kamau ',
      username: ' Amina ',
      bio: '  Remote designer, loves fast Wi-Fi.  ',
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const expected = {
      fullName: 'Amina W. Kamau',
      username: 'Amina',
      bio: 'Remote designer, loves fast Wi-Fi.',
    };
    expect(saved.data).toMatchObject(expected);
    expect(await profileOf(amina)).toMatchObject(expected);
    // Signed-in identity follows the new name.
    const me = await amina.client.query<{ user: { fullName: string } }>('auth.me');
    expect(me.data!.user.fullName).toBe('Amina W. Kamau');
  });

  it('refuses a username someone else has, whatever its case, and keeps the own one editable', async () => {
    const before = await profileOf(brian);
    for (const taken of ['amina', 'AMINA']) {
      const res = await brian.client.mutate('account.updateProfile', {
        fullName: 'Brian',
        username: taken,
        bio: 'x',
      });
      expect(res.status).toBe(409);
      expect(res.error!.message).toBe(ACCOUNT_TEXTS.usernameTaken);
    }
    expect(await profileOf(brian)).toEqual(before);
    // Amina may change the case of her own.
    const own = await amina.client.mutate<Profile>('account.updateProfile', {
      fullName: 'Amina W. Kamau',
      username: 'AMINA',
      bio: '',
    });
    expect(own.status).toBe(200);
    expect((await profileOf(amina)).username).toBe('AMINA');
  });

  it('refuses invalid usernames, empty names and bios over the limit, saving nothing', async () => {
    const before = await profileOf(brian);
    const base = { fullName: 'Brian Otieno', username: 'brian_o', bio: '' };
    const bad = await brian.client.mutate('account.updateProfile', { ...base, username: 'brian otieno!' });
    expect(bad.status).toBe(400);
    expect(issues(bad)).toEqual([ACCOUNT_TEXTS.usernameChars]);
    const short = await brian.client.mutate('account.updateProfile', { ...base, username: 'bo' });
    expect(issues(short)).toEqual(['Usernames need at least 3 characters']);
    const noName = await brian.client.mutate('account.updateProfile', { ...base, fullName: '   ' });
    expect(issues(noName)).toEqual(['Full name is required']);
    const longBio = await brian.client.mutate('account.updateProfile', {
      ...base,
      bio: 'x'.repeat(BIO_MAX + 1),
    });
    expect(longBio.status).toBe(400);
    expect(issues(longBio)).toEqual([`Bios can be at most ${BIO_MAX} characters`]);
    expect(await profileOf(brian)).toEqual(before);

    const atLimit = await brian.client.mutate<Profile>('account.updateProfile', {
      ...base,
      bio: 'y'.repeat(BIO_MAX),
    });
    expect(atLimit.status).toBe(200);
    expect((await profileOf(brian)).bio).toHaveLength(BIO_MAX);
  });
});

describe('host information', () => {
  it('is empty at first, created on the first save and updated on the next, phone normalised', async () => {
    const host = await person(t, 'host', 'Halima Host');
    const empty = await host.client.query<HostProfile>('account.hostProfile');
    expect(empty.data).toEqual({ businessName: '', phoneNumber: '', isBusiness: false });

    const first = await host.client.mutate<HostProfile>('account.updateHostProfile', {
      businessName: ' Coast Cowork Ltd ',
      phoneNumber: '+254 712 345 678',
      isBusiness: true,
    });
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    const stored = { businessName: 'Coast Cowork Ltd', phoneNumber: '+254712345678', isBusiness: true };
    expect(first.data).toEqual(stored);
    expect((await host.client.query<HostProfile>('account.hostProfile')).data).toEqual(stored);

    const second = await host.client.mutate<HostProfile>('account.updateHostProfile', {
      businessName: '',
      phoneNumber: '+255 (22) 211-0000',
      isBusiness: false,
    });
    expect(second.data).toEqual({ businessName: '', phoneNumber: '+255222110000', isBusiness: false });
    const rows = await t.database.db.select().from(hostProfiles).where(eq(hostProfiles.userId, host.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ businessName: null, phoneNumber: '+255222110000', isBusiness: false });
  });

  it('refuses a phone number not in international format', async () => {
    const host = await person(t, 'host');
    await host.client.mutate('account.updateHostProfile', {
      businessName: 'B',
      phoneNumber: '+254712345678',
      isBusiness: false,
    });
    for (const phoneNumber of ['0712 345 678', '+254 abc', '+0 712 345 678', '12345']) {
      const res = await host.client.mutate('account.updateHostProfile', {
        businessName: 'B',
        phoneNumber,
        isBusiness: false,
      });
      expect(res.status, phoneNumber).toBe(400);
      expect(issues(res)).toEqual([ACCOUNT_TEXTS.phoneFormat]);
    }
    const now = await host.client.query<HostProfile>('account.hostProfile');
    expect(now.data!.phoneNumber).toBe('+254712345678');
  });
});

describe('email preferences', () => {
  it('default to notifications on and marketing off, and are saved per user', async () => {
    const a = await person(t);
    const b = await person(t);
    expect((await a.client.query<Prefs>('account.emailPreferences')).data).toEqual({
      notifyEmail: true,
      marketingEmail: false,
    });
    const bSaved = { notifyEmail: false, marketingEmail: false };
    await b.client.mutate('account.updateEmailPreferences', bSaved);

    const saved = await a.client.mutate<Prefs>('account.updateEmailPreferences', {
      notifyEmail: false,
      marketingEmail: true,
    });
    expect(saved.data).toEqual({ notifyEmail: false, marketingEmail: true });
    expect((await a.client.query<Prefs>('account.emailPreferences')).data).toEqual(saved.data);
    await a.client.mutate('account.updateEmailPreferences', { notifyEmail: true, marketingEmail: true });
    expect((await a.client.query<Prefs>('account.emailPreferences')).data).toEqual({
      notifyEmail: true,
      marketingEmail: true,
    });
    // Someone else's are untouched.
    expect((await b.client.query<Prefs>('account.emailPreferences')).data).toEqual(bSaved);
  });
});

describe('team hours', () => {
  type Hours = { zone: string; start: number; end: number } | null;

  it('start unset, are saved per user, can be cleared, and refuse what is not a zone or a half hour', async () => {
    const a = await person(t);
    const b = await person(t, 'host');
    expect((await a.client.query<Hours>('account.teamHours')).data).toBeNull();
    const berlin = { zone: 'Europe/Berlin', start: 8 * 60 + 30, end: 17 * 60 };
    expect((await a.client.mutate<Hours>('account.setTeamHours', berlin)).data).toEqual(berlin);
    // A night shift wraps past midnight.
    const night = { zone: 'America/Los_Angeles', start: 22 * 60, end: 6 * 60 };
    await b.client.mutate('account.setTeamHours', night);
    expect((await a.client.query<Hours>('account.teamHours')).data).toEqual(berlin);
    expect((await b.client.query<Hours>('account.teamHours')).data).toEqual(night);

    for (const [input, message] of [
      [{ zone: 'Berlin', start: 540, end: 1020 }, 'Choose a time zone from the list'],
      [
        { zone: 'Europe/Berlin', start: 540, end: 540 },
        'The working day must end at another time than it starts',
      ],
      [{ zone: 'Europe/Berlin', start: 545, end: 1020 }, 'Times are in half hours'],
    ] as const) {
      const res = await a.client.mutate('account.setTeamHours', input);
      expect(res.status).toBe(400);
      expect(issues(res)).toContain(message);
    }
    expect((await a.client.query<Hours>('account.teamHours')).data).toEqual(berlin);

    expect((await a.client.mutate<Hours>('account.clearTeamHours')).data).toBeNull();
    expect((await a.client.query<Hours>('account.teamHours')).data).toBeNull();
    expect((await b.client.query<Hours>('account.teamHours')).data).toEqual(night);
  });
});

describe('signed out', () => {
  it('refuses every account call with 401', async () => {
    const anon = new TestClient(t.app);
    for (const q of ['profile', 'hostProfile', 'emailPreferences', 'referral', 'teamHours']) {
      expect((await anon.query(`account.${q}`)).status, q).toBe(401);
    }
    const mutations: [string, unknown][] = [
      ['updateProfile', { fullName: 'X', username: 'xxx', bio: '' }],
      ['updateHostProfile', { businessName: '', phoneNumber: '', isBusiness: false }],
      ['updateEmailPreferences', { notifyEmail: false, marketingEmail: false }],
      ['setTeamHours', { zone: 'Europe/Berlin', start: 540, end: 1020 }],
      ['clearTeamHours', undefined],
      [
        'changePassword',
        { currentPassword: 'a', newPassword: 'long enough pw', confirmPassword: 'long enough pw' },
      ],
    ];
    for (const [m, input] of mutations) {
      expect((await anon.mutate(`account.${m}`, input)).status, m).toBe(401);
    }
  });
});
