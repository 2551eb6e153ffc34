import { eq } from 'drizzle-orm';
import { categoryList, type ServiceCategoryId } from '../../../shared/services';
import { raiseAlert } from '../../domains/admin/alerts';
import { approveApplication } from '../../domains/services/applications';
import type { Db } from '../client';
import { DEMO_PROVIDERS, type DemoProvider } from './services-catalog';
import { profiles, providerApplications, users } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const withoutServices = ({ services: _services, ...application }: DemoProvider): DemoApplication =>
  application;

interface DemoApplication {
  email: string;
  displayName: string;
  bio: string;
  categories: ServiceCategoryId[];
  startingPriceCents: number;
  currency: 'USD' | 'EUR' | 'GBP';
  availability: string[];
  timeSlots: string;
  daysAgo: number;
}

/** A member's application waiting for the admin's review. */
const PENDING: DemoApplication = {
  email: 'kwame.mensah@example.com',
  displayName: 'Kwame Mensah Fitness',
  bio: 'Certified personal trainer: morning sessions in your stay or the park nearby, in Nairobi.',
  categories: ['fitness', 'massage'],
  startingPriceCents: 3000,
  currency: 'USD',
  availability: ['monday', 'wednesday', 'friday', 'saturday'],
  timeSlots: '06:00-09:00, 17:00-20:00',
  daysAgo: 1,
};

async function insertApplication(db: Db, a: DemoApplication, now: Date): Promise<string | null> {
  const [account] = await db
    .select({ id: profiles.id, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(users.email, a.email));
  if (!account) return null;
  const { email: _email, daysAgo, ...fields } = a;
  const [row] = await db
    .insert(providerApplications)
    .values({
      ...fields,
      userId: account.id,
      avatarUrl: account.avatarUrl,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })
    .returning({ id: providerApplications.id });
  return row?.id ?? null;
}

/**
 * Providers in the demo: the demo provider's and six members' applications, approved by the demo admin
 * (audited, and told in Messages), and a member's application waiting for review with the alert it raises.
 */
export async function seedDemoProviders(db: Db, now: Date): Promise<void> {
  const [admin] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .limit(1);
  for (const provider of DEMO_PROVIDERS) {
    const approved = await insertApplication(db, withoutServices(provider), now);
    // No socket is open while seeding: the approval has no one to re-authorize.
    if (admin && approved) await approveApplication({ db, bus: { signal: async () => {} } }, admin, approved);
  }
  const pending = await insertApplication(db, PENDING, now);
  if (pending) {
    await raiseAlert(db, {
      kind: 'provider_applied',
      key: `provider_applied:${pending}`,
      description: `${PENDING.displayName} applied to offer ${categoryList(PENDING.categories)}.`,
      action: 'Review application',
      path: '/admin/applications',
    });
  }
}
