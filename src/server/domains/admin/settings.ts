import { eq } from 'drizzle-orm';
import {
  basisPointsToPercent,
  DEFAULT_FEES,
  DEFAULT_KES_PER_EUR,
  DEFAULT_KES_PER_GBP,
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
      kesPerEurE4: rateToE4(DEFAULT_KES_PER_EUR),
      kesPerGbpE4: rateToE4(DEFAULT_KES_PER_GBP),
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
    kesPerEur: rateFromE4(r.kesPerEurE4),
    kesPerGbp: rateFromE4(r.kesPerGbpE4),
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
    kesPerEur: s.kesPerEur,
    kesPerGbp: s.kesPerGbp,
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
      kesPerEurE4: input.kesPerEur === undefined ? before.kesPerEurE4 : rateToE4(input.kesPerEur),
      kesPerGbpE4: input.kesPerGbp === undefined ? before.kesPerGbpE4 : rateToE4(input.kesPerGbp),
      signupsOpen: input.signupsOpen,
      notice: input.notice ?? null,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== before[k]);
    if (changed.length === 0) return;
    // The rates keep the time any of them was last set, which each payment converted at them is read against.
    const rateChanged = changed.some(isRate);
    const stamped = {
      ...next,
      kesRateSetAt: rateChanged ? new Date() : before.kesRateSetAt,
      updatedAt: new Date(),
      updatedBy: actor.id,
    };
    await tx
      .insert(platformSettings)
      .values({ id: true, ...stamped })
      .onConflictDoUpdate({ target: platformSettings.id, set: stamped });
    // As the form shows them: fees in dollars (75, 75.5), fees on charges in percent, the rates per unit.
    const shown = (row: typeof next, k: keyof typeof next) =>
      k === 'serviceFeeCents' || k === 'cleaningFeeCents'
        ? centsToDollars(row[k])
        : k === 'hostFeeBasisPoints' || k === 'providerCommissionBasisPoints'
          ? basisPointsToPercent(row[k])
          : isRate(k)
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
  kesPerEurE4: 'KES per EUR',
  kesPerGbpE4: 'KES per GBP',
  signupsOpen: 'sign-ups open',
  notice: 'notice',
} as const;
const label = (k: keyof typeof LABELS) => LABELS[k];
/** The exchange rates, stored in ten-thousandths. */
const RATE_KEYS = ['kesPerUsdE4', 'kesPerEurE4', 'kesPerGbpE4'] as const;
const isRate = (k: string): k is (typeof RATE_KEYS)[number] => (RATE_KEYS as readonly string[]).includes(k);
