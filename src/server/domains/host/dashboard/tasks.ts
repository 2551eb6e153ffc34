import { sql } from 'drizzle-orm';
import { addDays } from '../../../../shared/dates';
import { PHOTOS_SUGGESTED } from '../../../../shared/host';
import {
  CHECK_IN_SOON_DAYS,
  CHECK_IN_TASKS_MAX,
  deriveHostTasks,
  MESSAGE_TASKS_MAX,
  PHOTO_TASKS_MAX,
  type HostTask,
} from '../../../../shared/host-dashboard';
import { rowsOf, type Db } from '../../../db/client';
import {
  bookings,
  messages,
  payoutAccounts,
  payoutMethods,
  payouts,
  profiles,
  properties,
} from '../../../db/schema';

/**
 * The facts the tasks come from, read in four small statements (each on an index: host, receiver, property,
 * the payout method's and accounts' keys).
 */
export async function hostTasks(db: Db, hostId: string, today: string): Promise<HostTask[]> {
  const [photos, unread, checkIns, method, failed] = await Promise.all([
    db.execute(sql`
      select id, title, cardinality(images)::int as photos, count(*) over ()::int as total
      from ${properties}
      where host_id = ${hostId} and archived_at is null and cardinality(images) < ${PHOTOS_SUGGESTED}
      order by created_at desc, id desc
      limit ${PHOTO_TASKS_MAX}`),
    // Anyone waiting for the host's reply: on a host's inbox these are guests and would-be guests.
    db.execute(sql`
      select m.sender_id, p.full_name, count(*)::int as unread
      from ${messages} m join ${profiles} p on p.id = m.sender_id
      where m.receiver_id = ${hostId} and m.read_at is null
      group by m.sender_id, p.full_name
      order by max(m.created_at) desc, m.sender_id
      limit ${MESSAGE_TASKS_MAX}`),
    db.execute(sql`
      select b.id, p.title, g.full_name, to_char(b.check_in::timestamp, 'YYYY-MM-DD') as check_in,
        count(*) over ()::int as total
      from ${bookings} b
        join ${properties} p on p.id = b.property_id
        join ${profiles} g on g.id = b.user_id
      where p.host_id = ${hostId} and b.status <> 'cancelled'
        and b.check_in between ${today} and ${addDays(today, CHECK_IN_SOON_DAYS)}
      order by b.check_in, b.id
      limit ${CHECK_IN_TASKS_MAX}`),
    // A payout method (the demo network pays to it) or an account a payout network can pay.
    db.execute(sql`select 1 as found from ${payoutMethods} where user_id = ${hostId}
      union all select 1 from ${payoutAccounts} where user_id = ${hostId} and payouts_enabled limit 1`),
    db.execute(sql`
      select count(*)::int as n, (array_agg(failure_reason order by updated_at desc))[1] as reason
      from ${payouts} where payee_id = ${hostId} and kind = 'stay' and status = 'failed'`),
  ]);
  const failedRow = rowsOf<{ n: number; reason: string | null }>(failed)[0];
  const checkInRows = rowsOf<{
    id: string;
    title: string;
    full_name: string;
    check_in: string;
    total: number;
  }>(checkIns);
  const photoRows = rowsOf<{ id: string; title: string; photos: number; total: number }>(photos);
  return deriveHostTasks({
    today,
    photosSuggested: PHOTOS_SUGGESTED,
    shortOfPhotos: photoRows.map((r) => ({ propertyId: r.id, title: r.title, photos: r.photos })),
    shortOfPhotosTotal: photoRows[0]?.total ?? 0,
    unread: rowsOf<{ sender_id: string; full_name: string; unread: number }>(unread).map((r) => ({
      senderId: r.sender_id,
      senderName: r.full_name,
      unread: r.unread,
    })),
    checkIns: checkInRows.map((r) => ({
      bookingId: r.id,
      propertyTitle: r.title,
      guestName: r.full_name,
      checkIn: r.check_in,
    })),
    checkInsTotal: checkInRows[0]?.total ?? 0,
    hasPayoutMethod: rowsOf<{ found: number }>(method).length > 0,
    failedPayouts: { count: Number(failedRow?.n ?? 0), latestReason: failedRow?.reason ?? null },
  });
}
