import { and, eq, sql } from 'drizzle-orm';
import { platformToday } from '../../../../shared/dates';
import type { Role } from '../../../../shared/roles';
import type { Db } from '../../../db/client';
import { profiles, users } from '../../../db/schema';
import type { TableColumn } from '../../../files/tables/columns';
import { createdAfter, createdIn, keysetRows, type Keyed, type RangeBounds } from './range';
import { countLabel, counted, totalsLine, type ReportSource } from './source';

export interface UserReportRow extends Keyed {
  name: string;
  email: string;
  role: Role;
  joined: Date;
  lastSignIn: Date | null;
}

const ROLE_LABELS: Record<Role, string> = {
  guest: 'Guest',
  host: 'Host',
  provider: 'Provider',
  admin: 'Admin',
};

const columns: TableColumn<UserReportRow>[] = [
  { header: 'Name', kind: 'text', width: 24, value: (r) => r.name },
  { header: 'Email', kind: 'text', width: 32, value: (r) => r.email },
  { header: 'Role', kind: 'text', width: 10, value: (r) => ROLE_LABELS[r.role] },
  { header: 'Joined', kind: 'day', value: (r) => platformToday(r.joined) },
  { header: 'Last sign-in', kind: 'date', value: (r) => r.lastSignIn },
];

/** Profiles created in the period, oldest first, with their account's last sign-in. */
export function usersReport(db: Db, b: RangeBounds): ReportSource<UserReportRow> {
  let count = 0;
  const rows = keysetRows(
    (after, batch) =>
      db
        .select({
          id: profiles.id,
          cursorKey: sql<string>`${profiles.createdAt}::text`,
          name: profiles.fullName,
          email: profiles.email,
          role: profiles.role,
          joined: profiles.createdAt,
          lastSignIn: users.lastSignInAt,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(createdIn(profiles.createdAt, b), createdAfter(profiles.createdAt, profiles.id, after)))
        .orderBy(profiles.createdAt, profiles.id)
        .limit(batch),
    b.batch,
  );
  return {
    columns,
    rows: counted(rows, () => count++),
    totals: () => totalsLine(columns.length, { 0: countLabel(count, 'user') }),
  };
}
