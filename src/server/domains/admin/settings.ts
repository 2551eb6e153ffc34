import { eq } from 'drizzle-orm';
import {
  basisPointsToPercent,
  DEFAULT_FEES,
  DEFAULT_KES_PER_USD,
  percentToBasisPoints,
  rateFromE4,
  rateToE4,
  type PlatformSettings,
  type PublicSettings,
  type SettingsInput,
} from '../../../shared/fees';
import { centsToDollars } from '../../../shared/money';
import type { Db } from '../../db/client';
import { platformSettings, profiles } from '../../db/schema';
import { writeAudit, type Actor, type Tx } from './audit';

type Row = typeof platformSettings.$inferSelect;

/** The one settings row (migration 0026 inserts it; the defaults stand in should it ever be missing). */
async function settingsRow(db: Db | Tx): Promise<Row> {
  const [row] = await db.select().from(platformSettings).limit(1);
  return (
    row ?? {
      id: true,
      ...DEFAULT_FEES,
      kesPerUsdE4: rateToE4(DEFAULT_KES_PER_USD),
      kesRateSetAt: null,
      signupsOpen: true,
      notice: null,
      updatedAt: null,
      updatedBy: null,
    }
  );
}

/** Read on every use (one tiny row): a change made on any instance applies to the next quote everywhere. */
export async function platformSettingsOf(db: Db | Tx): Promise<Omit<PlatformSettings, 'updatedByName'>> {
  const r = await settingsRow(db);
  return {
    serviceFeeCents: r.serviceFeeCents,
    cleaningFeeCents: r.cleaningFeeCents,
    hostFeeBasisPoints: r.hostFeeBasisPoints,
    payoutDelayHours: r.payoutDelayHours,
    providerCommissionBasisPoints: r.providerCommissionBasisPoints,
    kesPerUsd: rateFromE4(r.kesPerUsdE4),
    kesRateSetAt: r.kesRateSetAt?.toISOString() ?? null,
    signupsOpen: r.signupsOpen,
    notice: r.notice,
    updatedAt: r.updatedAt?.toISOString() ?? null,
  };
}

export async function publicSettings(db: Db): Promise<PublicSettings> {
  const s = await platformSettingsOf(db);
  return {
    serviceFeeCents: s.serviceFeeCents,
    cleaningFeeCents: s.cleaningFeeCents,
    payoutDelayHours: s.payoutDelayHours,
    signupsOpen: s.signupsOpen,
    notice: s.notice,
    kesPerUsd: s.kesPerUsd,
  };
}

/** The admin's view: everything, with who changed it last. */
export async function adminSettings(db: Db): Promise<PlatformSettings> {
  const s = await platformSettingsOf(db);
  const row = await settingsRow(db);
  const [by] = row.updatedBy
    ? await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, row.updatedBy))
    : [];
  return { ...s, updatedByName: by?.name ?? null };
}

/** Saves Admin Settings; the audit entry holds every field that changed, before and after. */
export async function saveSettings(db: Db, actor: Actor, input: SettingsInput): Promise<PlatformSettings> {
  await db.transaction(async (tx) => {
    await tx.select().from(platformSettings).for('update');
    const before = await settingsRow(tx);
    const next = {
      serviceFeeCents: input.serviceFeeCents,
      cleaningFeeCents: input.cleaningFeeCents,
      hostFeeBasisPoints: percentToBasisPoints(input.hostFeePercent),
      payoutDelayHours: input.payoutDelayHours,
      providerCommissionBasisPoints: percentToBasisPoints(input.providerCommissionPercent),
      kesPerUsdE4: input.kesPerUsd === undefined ? before.kesPerUsdE4 : rateToE4(input.kesPerUsd),
      signupsOpen: input.signupsOpen,
      notice: input.notice ?? null,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== before[k]);
    if (changed.length === 0) return;
    // The rate keeps the time it was set, which each payment converted at it is read against.
    const stamped = {
      ...next,
      kesRateSetAt: changed.includes('kesPerUsdE4') ? new Date() : before.kesRateSetAt,
      updatedAt: new Date(),
      updatedBy: actor.id,
    };
    await tx
      .insert(platformSettings)
      .values({ id: true, ...stamped })
      .onConflictDoUpdate({ target: platformSettings.id, set: stamped });
    // As the form shows them: fees in dollars (75, 75.5), fees on charges in percent, the rate per dollar.
    const shown = (row: typeof next, k: keyof typeof next) =>
      k === 'serviceFeeCents' || k === 'cleaningFeeCents'
        ? centsToDollars(row[k])
        : k === 'hostFeeBasisPoints' || k === 'providerCommissionBasisPoints'
          ? basisPointsToPercent(row[k])
          : k === 'kesPerUsdE4'
            ? rateFromE4(row[k])
            : row[k];
    await writeAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'platform',
      targetLabel: 'Admin Settings',
      before: Object.fromEntries(changed.map((k) => [label(k), shown(before, k)])),
      after: Object.fromEntries(changed.map((k) => [label(k), shown(next, k)])),
    });
  });
  return adminSettings(db);
}

const LABELS = {
  serviceFeeCents: 'service fee ($)',
  cleaningFeeCents: 'cleaning fee ($)',
  hostFeeBasisPoints: 'host fee (%)',
  payoutDelayHours: 'payout delay (h)',
  providerCommissionBasisPoints: 'service commission (%)',
  kesPerUsdE4: 'KES per USD',
  signupsOpen: 'sign-ups open',
  notice: 'notice',
} as const;
const label = (k: keyof typeof LABELS) => LABELS[k];
