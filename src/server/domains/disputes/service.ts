import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { platformToday } from '../../../shared/dates';
import {
  DISPUTE_CATEGORY_LABELS,
  DISPUTE_TEXTS,
  DISPUTES_SHOWN,
  type DisputeStatus,
  type DisputeView,
  type OpenDisputeInput,
} from '../../../shared/disputes';
import { bookingMoney } from '../../../shared/money';
import type { Db } from '../../db/client';
import { bookings, disputes, profiles, properties } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../files/storage';
import { raiseAlertSafely } from '../admin/alerts';
import { checkPhotos, lockUploadsOf } from '../host/photos';

const notFound = () => new AppError('not_found', 'Booking not found');

const guest = alias(profiles, 'dispute_guest');
const host = alias(profiles, 'dispute_host');

const viewColumns = {
  dispute: disputes,
  propertyId: properties.id,
  propertyTitle: properties.title,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  totalCents: bookings.totalCents,
  paymentStatus: bookings.paymentStatus,
  bookingRefundCents: bookings.refundCents,
  serviceFeeCents: bookings.serviceFeeCents,
  hostFeeBasisPoints: bookings.hostFeeBasisPoints,
  guestName: guest.fullName,
  hostId: host.id,
  hostName: host.fullName,
};

type ViewRow = {
  dispute: typeof disputes.$inferSelect;
  propertyId: string;
  propertyTitle: string;
  checkIn: string;
  checkOut: string;
  totalCents: number;
  paymentStatus: 'pending' | 'completed' | 'refunded';
  bookingRefundCents: number | null;
  serviceFeeCents: number;
  hostFeeBasisPoints: number;
  guestName: string;
  hostId: string;
  hostName: string;
};

function toView(r: ViewRow): DisputeView {
  const d = r.dispute;
  // What may still be refunded: what the guest paid and kept paid (bookingMoney), before this dispute's refund.
  const kept = bookingMoney({
    totalCents: r.totalCents,
    paymentStatus: r.paymentStatus,
    refundCents: (r.bookingRefundCents ?? 0) - (d.refundCents ?? 0) || null,
    serviceFeeCents: r.serviceFeeCents,
    hostFeeBasisPoints: r.hostFeeBasisPoints,
  }).guestPaidCents;
  return {
    id: d.id,
    bookingId: d.bookingId,
    propertyId: r.propertyId,
    propertyTitle: r.propertyTitle,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    guestName: r.guestName,
    hostId: r.hostId,
    hostName: r.hostName,
    category: d.category,
    description: d.description,
    photos: d.photos,
    status: d.status,
    refundCents: d.refundCents,
    resolution: d.resolution,
    refundableCents: kept,
    createdAt: d.createdAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
  };
}

function disputeQuery(db: Db, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(disputes)
    .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(guest, eq(guest.id, disputes.guestId))
    .innerJoin(host, eq(host.id, properties.hostId))
    .where(where)
    .orderBy(desc(disputes.createdAt), desc(disputes.id));
}

export async function disputeById(db: Db, id: string): Promise<DisputeView | null> {
  const [row] = await disputeQuery(db, eq(disputes.id, id)).limit(1);
  return row ? toView(row) : null;
}

/** The disputes I opened as a guest, or that concern my listings as a host. */
export async function myDisputes(db: Db, userId: string): Promise<DisputeView[]> {
  const rows = await disputeQuery(db, or(eq(disputes.guestId, userId), eq(properties.hostId, userId))).limit(
    DISPUTES_SHOWN,
  );
  return rows.map(toView);
}

/** The admin's list, newest first, optionally one status. */
export async function listDisputes(db: Db, status: DisputeStatus | undefined): Promise<DisputeView[]> {
  const rows = await disputeQuery(db, status ? eq(disputes.status, status) : undefined).limit(DISPUTES_SHOWN);
  return rows.map(toView);
}

export interface DisputeDeps {
  db: Db;
  /** Where the guest's photos are: their URLs must be the guest's own uploads there. */
  storage: Pick<FileStorage, 'keyOf'>;
}

/**
 * 'Report a problem' on a stay of mine that has begun (check-in today or earlier), confirmed and paid. One per
 * booking. The host sees it on the host dashboard (disputes.mine) and the admins by an alert.
 */
export async function openDispute(
  deps: DisputeDeps,
  guestId: string,
  input: OpenDisputeInput & { photos: string[] },
): Promise<DisputeView> {
  const { db } = deps;
  const id = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        checkIn: bookings.checkIn,
      })
      .from(bookings)
      .where(and(eq(bookings.id, input.bookingId), eq(bookings.userId, guestId)))
      .for('update');
    if (!booking) throw notFound();
    if (
      booking.status !== 'confirmed' ||
      booking.paymentStatus === 'pending' ||
      booking.checkIn > platformToday()
    ) {
      throw new AppError('bad_request', DISPUTE_TEXTS.notEligible);
    }
    const [open] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(eq(disputes.bookingId, booking.id));
    if (open) throw new AppError('conflict', DISPUTE_TEXTS.alreadyOpen);
    const photos = [...new Set(input.photos)];
    // The photos are the guest's own uploads; the lock keeps the clean-up from deleting them meanwhile.
    await lockUploadsOf(tx, guestId);
    await checkPhotos(tx, deps.storage, guestId, photos, []);
    const [row] = await tx
      .insert(disputes)
      .values({
        bookingId: booking.id,
        guestId,
        category: input.category,
        description: input.description,
        photos,
      })
      .returning({ id: disputes.id });
    if (!row) throw new Error('dispute insert returned nothing');
    return row.id;
  });
  const view = await disputeById(db, id);
  if (!view) throw notFound();
  await raiseAlertSafely(db, {
    kind: 'dispute_opened',
    key: `dispute_opened:${id}`,
    description: `${view.guestName} reported a problem (${DISPUTE_CATEGORY_LABELS[view.category]}) with "${view.propertyTitle}"`,
    action: 'Review dispute',
    path: '/admin/disputes',
  });
  return view;
}
