import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../shared/admin';
import {
  categoryList,
  priceToCents,
  SERVICE_TEXTS,
  type MyProviderStatus,
  type ProviderApplicationInput,
  type ProviderApplicationStatus,
  type ProviderApplicationView,
  type ServiceCategoryId,
  type ServiceCurrency,
  type WeekDay,
  providerApplicationInput,
} from '../../../shared/services';
import type { Db } from '../../db/client';
import {
  profiles,
  providerApplications,
  providerDocuments,
  providerProfiles,
  services,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../files/storage';
import type { EventBus } from '../../realtime/bus';
import { raiseAlertSafely } from '../admin/alerts';
import { writeAudit, type Actor, type Tx } from '../admin/audit';
import { checkPhotos, lockUploadsOf } from '../host/photos';
import { deliver } from '../messages/service';
import { documentUrl } from './documents';

type ApplicationRow = typeof providerApplications.$inferSelect;

async function documentsOf(db: Db | Tx, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(providerDocuments)
    .where(inArray(providerDocuments.applicationId, applicationIds))
    .orderBy(providerDocuments.createdAt);
}

async function toViews(db: Db | Tx, rows: ApplicationRow[]): Promise<ProviderApplicationView[]> {
  const docs = await documentsOf(
    db,
    rows.map((r) => r.id),
  );
  const accounts = rows.length
    ? await db
        .select({ id: profiles.id, name: profiles.fullName, email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(
          inArray(
            profiles.id,
            rows.map((r) => r.userId),
          ),
        )
    : [];
  return rows.map((r) => {
    const account = accounts.find((a) => a.id === r.userId);
    return {
      id: r.id,
      userId: r.userId,
      accountName: account?.name ?? '',
      accountEmail: account?.email ?? '',
      displayName: r.displayName,
      bio: r.bio,
      avatarUrl: r.avatarUrl,
      categories: r.categories as ServiceCategoryId[],
      startingPriceCents: r.startingPriceCents,
      currency: r.currency as ServiceCurrency,
      availability: r.availability as WeekDay[],
      timeSlots: r.timeSlots,
      portfolio: r.portfolio,
      documents: docs
        .filter((d) => d.applicationId === r.id)
        .map((d) => ({
          key: d.key,
          fileName: d.fileName,
          contentType: d.contentType,
          sizeBytes: d.sizeBytes,
          url: documentUrl(d.key),
        })),
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
    };
  });
}

export async function isVerifiedProvider(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerProfiles.userId })
    .from(providerProfiles)
    .where(and(eq(providerProfiles.userId, userId), isNull(providerProfiles.revokedAt)));
  return row !== undefined;
}

/** /become-provider: whether I am a provider, and my latest application with its status and reason. */
export async function myProviderStatus(db: Db, userId: string): Promise<MyProviderStatus> {
  const [latest] = await db
    .select()
    .from(providerApplications)
    .where(eq(providerApplications.userId, userId))
    .orderBy(desc(providerApplications.createdAt))
    .limit(1);
  const [application] = latest ? await toViews(db, [latest]) : [];
  return { isProvider: await isVerifiedProvider(db, userId), application: application ?? null };
}

export interface ApplicationDeps {
  db: Db;
  storage: Pick<FileStorage, 'keyOf'>;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Stores an application (pending) with its images (the applicant's own uploads) and private documents (the
 * applicant's own, not yet attached to another application), and raises an alert for the admins. One pending
 * application per person; a verified provider does not apply again.
 */
export async function submitApplication(
  deps: ApplicationDeps,
  userId: string,
  raw: ProviderApplicationInput,
): Promise<ProviderApplicationView> {
  const input = providerApplicationInput.parse(raw);
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    await lockUploadsOf(tx, userId);
    if (await isVerifiedProvider(tx, userId)) throw new AppError('conflict', SERVICE_TEXTS.alreadyProvider);
    const [pending] = await tx
      .select({ id: providerApplications.id })
      .from(providerApplications)
      .where(and(eq(providerApplications.userId, userId), eq(providerApplications.status, 'pending')));
    if (pending) throw new AppError('conflict', SERVICE_TEXTS.alreadyPending);
    const images = [...(input.avatarUrl ? [input.avatarUrl] : []), ...input.portfolio];
    await checkPhotos(tx, deps.storage, userId, images, []);
    const documents = [...new Set(input.documents)];
    if (documents.length > 0) {
      const own = await tx
        .select({ key: providerDocuments.key })
        .from(providerDocuments)
        .where(
          and(
            eq(providerDocuments.userId, userId),
            isNull(providerDocuments.applicationId),
            inArray(providerDocuments.key, documents),
          ),
        );
      if (own.length !== documents.length) {
        throw new AppError('bad_request', 'One of the documents could not be found. Please upload it again.');
      }
    }
    const [created] = await tx
      .insert(providerApplications)
      .values({
        userId,
        displayName: input.displayName,
        bio: input.bio,
        avatarUrl: input.avatarUrl,
        categories: input.categories,
        startingPriceCents: priceToCents(input.startingPrice) ?? 0,
        currency: input.currency,
        availability: input.availability,
        timeSlots: input.timeSlots,
        portfolio: input.portfolio,
      })
      .returning();
    if (!created) throw new Error('the application was not stored');
    if (documents.length > 0) {
      await tx
        .update(providerDocuments)
        .set({ applicationId: created.id })
        .where(inArray(providerDocuments.key, documents));
    }
    return created;
  });
  await raiseAlertSafely(
    db,
    {
      kind: 'provider_applied',
      key: `provider_applied:${row.id}`,
      description: `${row.displayName} applied to offer ${categoryList(row.categories as ServiceCategoryId[])}.`,
      action: 'Review application',
      path: '/admin/applications',
    },
    deps.log,
  );
  const [view] = await toViews(db, [row]);
  return view!;
}

/** The admin's list, oldest pending first (or one status, newest first). */
export async function listApplications(
  db: Db,
  status: ProviderApplicationStatus | undefined,
): Promise<ProviderApplicationView[]> {
  const rows = await db
    .select()
    .from(providerApplications)
    .where(status ? eq(providerApplications.status, status) : undefined)
    .orderBy(
      sql`${providerApplications.status} = 'pending' desc`,
      status === 'pending' ? providerApplications.createdAt : desc(providerApplications.createdAt),
    )
    .limit(200);
  return toViews(db, rows);
}

async function lockPending(tx: Tx, applicationId: string): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(providerApplications)
    .where(eq(providerApplications.id, applicationId))
    .for('update');
  if (!row) throw new AppError('not_found', 'Application not found');
  if (row.status !== 'pending') throw new AppError('conflict', 'This application has already been reviewed.');
  return row;
}

/**
 * Records an admin's decision on an application (its new status, the reason when there is one, who and when)
 * and audits it, in the caller's transaction.
 */
async function decide(
  tx: Tx,
  actor: Actor,
  app: ApplicationRow,
  decision: { action: AuditAction; to: ProviderApplicationStatus; reason?: string },
): Promise<ApplicationRow> {
  const { action, to, reason } = decision;
  const [updated] = await tx
    .update(providerApplications)
    .set({ status: to, reviewedBy: actor.id, reviewedAt: new Date(), ...(reason ? { reason } : {}) })
    .where(eq(providerApplications.id, app.id))
    .returning();
  await writeAudit(tx, actor, {
    action,
    targetType: 'provider_application',
    targetId: app.id,
    targetLabel: app.displayName,
    before: { status: app.status },
    after: reason ? { status: to, reason } : { status: to },
  });
  return updated!;
}

async function reviewed(db: Db, actor: Actor, row: ApplicationRow, text: string) {
  if (row.userId !== actor.id) await deliver(db, actor.id, { to: row.userId, content: text });
  const [view] = await toViews(db, [row]);
  return view!;
}

export interface ReviewDeps {
  db: Db;
  /** Tells every instance that the person's rights changed, so their open sockets are re-authorized. */
  bus: Pick<EventBus, 'signal'>;
}

/**
 * Approves: the applicant becomes a verified provider (their provider profile, from the application); they keep
 * their account's role and whatever it lets them do. Audited; the applicant is told.
 */
export async function approveApplication(
  deps: ReviewDeps,
  actor: Actor,
  applicationId: string,
): Promise<ProviderApplicationView> {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    const app = await lockPending(tx, applicationId);
    const updated = await decide(tx, actor, app, { action: 'provider.approve', to: 'approved' });
    const profile = {
      applicationId: app.id,
      displayName: app.displayName,
      bio: app.bio,
      avatarUrl: app.avatarUrl,
      categories: app.categories,
      startingPriceCents: app.startingPriceCents,
      currency: app.currency,
      availability: app.availability,
      timeSlots: app.timeSlots,
      portfolio: app.portfolio,
      revokedAt: null,
      updatedAt: new Date(),
    };
    await tx
      .insert(providerProfiles)
      .values({ userId: app.userId, ...profile })
      .onConflictDoUpdate({ target: providerProfiles.userId, set: profile });
    return updated;
  });
  await deps.bus.signal({ kind: 'access_changed', userIds: [row.userId] });
  return reviewed(
    db,
    actor,
    row,
    `Your application to offer services on KaziStay as ${row.displayName} is approved. You can now add your services from the Provider Dashboard.`,
  );
}

/** Rejects with the reason; the applicant sees it on /become-provider and may apply again. Audited; told. */
export async function rejectApplication(
  db: Db,
  actor: Actor,
  applicationId: string,
  reason: string,
): Promise<ProviderApplicationView> {
  const row = await db.transaction(async (tx) => {
    const app = await lockPending(tx, applicationId);
    return decide(tx, actor, app, { action: 'provider.reject', to: 'rejected', reason });
  });
  return reviewed(
    db,
    actor,
    row,
    `Your application to offer services on KaziStay was not approved: ${reason} You may apply again from Become a Provider.`,
  );
}

/**
 * Takes a provider's verification back, with the reason they will read: they are no longer a provider (every
 * provider procedure refuses them, their profile page is gone), their services are paused so nothing of theirs
 * is listed, and their open sockets are re-authorized on every instance. Bookings already made stay as they are
 * (the guest may cancel; the provider is paid for work completed). They may apply again. Audited; told.
 */
export async function revokeProvider(
  deps: ReviewDeps,
  actor: Actor,
  applicationId: string,
  reason: string,
): Promise<ProviderApplicationView> {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    const [app] = await tx
      .select()
      .from(providerApplications)
      .where(eq(providerApplications.id, applicationId))
      .for('update');
    if (!app) throw new AppError('not_found', 'Application not found');
    const [profile] = await tx
      .select({ userId: providerProfiles.userId })
      .from(providerProfiles)
      .where(
        and(
          eq(providerProfiles.userId, app.userId),
          eq(providerProfiles.applicationId, app.id),
          isNull(providerProfiles.revokedAt),
        ),
      )
      .for('update');
    if (app.status !== 'approved' || !profile) {
      throw new AppError('conflict', 'Only the application of a current provider can be revoked.');
    }
    const now = new Date();
    await tx
      .update(providerProfiles)
      .set({ revokedAt: now, updatedAt: now })
      .where(eq(providerProfiles.userId, app.userId));
    await tx
      .update(services)
      .set({ status: 'paused', updatedAt: now })
      .where(and(eq(services.providerId, app.userId), eq(services.status, 'active')));
    return decide(tx, actor, app, { action: 'provider.revoke', to: 'revoked', reason });
  });
  await deps.bus.signal({ kind: 'access_changed', userIds: [row.userId] });
  return reviewed(
    db,
    actor,
    row,
    `Your verification as a service provider on KaziStay (${row.displayName}) has been revoked: ${reason} Your services are paused and no longer listed. You may apply again from Become a Provider.`,
  );
}
