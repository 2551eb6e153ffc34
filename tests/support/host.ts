import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profiles, users } from '../../src/server/db/schema';
import type { PropertyFormInput } from '../../src/shared/host';
import type { Role } from '../../src/shared/roles';
import { signedInClient, type TestApp, type TestClient } from './app';
import { upload } from './uploads';

export interface Person {
  client: TestClient;
  id: string;
}

let people = 0;

/** A signed-in user of the given role (admins are made guests, then promoted in the database). */
export async function person(t: TestApp, role: Role, fullName = 'Test User'): Promise<Person> {
  const email = `${role}${++people}-${Date.now()}@example.com`;
  const client = await signedInClient(t, { email, role: role === 'admin' ? 'guest' : role, fullName });
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  if (role === 'admin') {
    await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
  }
  return { client, id: user.id };
}

/** Uploads a small picture as `who` through POST /api/files/image; returns its URLs. */
export async function uploadPhoto(
  t: TestApp,
  who: Person,
  colour = '#3a7',
): Promise<{ url: string; thumbnailUrl: string }> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const res = await upload(
    t,
    '/api/files/image',
    { data, filename: 'room.png', contentType: 'image/png' },
    { cookie: who.client.cookie },
  );
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json();
}

/** A complete, valid form. */
export function form(fields: Partial<PropertyFormInput> = {}): PropertyFormInput {
  return {
    title: 'Sunny loft with a standing desk',
    description: 'Quiet street, fibre internet, ten minutes from the centre.',
    propertyType: 'work_and_stay',
    hourlyRateCents: 1200,
    nightlyRateCents: 9000,
    address: '12 Ngong Road',
    city: 'Nairobi',
    country: 'Kenya',
    workAmenities: ['Fast WiFi', 'External Monitor'],
    stayAmenities: ['Full Kitchen', 'Parking'],
    internetSpeed: 120,
    backupPower: { kind: 'inverter', hours: 8, keepsWifi: true, keepsDesk: true },
    workspace: {
      desk: 'Standing desk',
      monitor: '27" 4K',
      lighting: 'Natural light',
      noise: 'Quiet',
      extras: 'Whiteboard',
    },
    bedrooms: 2,
    beds: 2,
    bathrooms: 1,
    kitchen: true,
    houseRules: ['No smoking', 'Quiet after 10 pm'],
    images: [],
    ...fields,
  };
}
