import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { REPORTS_SHOWN, type GenerateReportInput, type ReportView } from '../../../../shared/reports';
import { rowsOf, type Db } from '../../../db/client';
import { adminReports, profiles } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { AppJobs } from '../../../jobs/registry';
import { withEvents } from '../../../realtime/events';
import { raiseAlertSafely } from '../alerts';
import { writeAudit, type Actor } from '../audit';

type ReportRow = typeof adminReports.$inferSelect;

export function reportView(r: ReportRow, createdByName: string | null): ReportView {
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    format: r.format,
    from: r.fromDay,
    to: r.toDay,
    status: r.status,
    error: r.error,
    rows: r.rows,
    sizeBytes: r.sizeBytes,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    createdByName,
  };
}

/**
 * Stores the report as processing (audited), then queues its job. Should queueing fail, the report is marked
 * failed at once rather than left processing; a report whose job was lost anyway (the database went away in
 * between) is queued again when a job runner starts (requeueProcessing).
 */
export async function generateReport(
  deps: { db: Db; jobs: AppJobs | null },
  actor: Actor,
  input: GenerateReportInput & { title: string },
): Promise<ReportView> {
  const { jobs } = deps;
  if (!jobs) throw new AppError('conflict', 'Background jobs are turned off on this server (JOBS=off).');
  const row = await withEvents(deps.db, async (tx, emit) => {
    const [created] = await tx
      .insert(adminReports)
      .values({
        title: input.title,
        type: input.type,
        format: input.format,
        fromDay: input.from,
        toDay: input.to,
        createdBy: actor.id,
      })
      .returning();
    if (!created) throw new Error('report insert returned nothing');
    await writeAudit(tx, actor, {
      action: 'report.generate',
      targetType: 'report',
      targetId: created.id,
      targetLabel: created.title,
      before: null,
      after: { type: created.type, format: created.format, from: created.fromDay, to: created.toDay },
    });
    await emit('admin', {
      type: 'report.updated',
      reportId: created.id,
      status: 'processing',
      title: created.title,
      error: null,
    });
    return created;
  });
  try {
    await jobs.send('generate-report', { reportId: row.id });
  } catch (err) {
    await markFailed(deps.db, row.id, 'The report could not be queued. Please try again.');
    throw err;
  }
  return reportView(row, actor.fullName);
}

/** Ends a processing report as failed with its error (once), telling the admins live and by an alert. */
export async function markFailed(db: Db, reportId: string, error: string): Promise<boolean> {
  const failed = await withEvents(db, async (tx, emit) => {
    const [row] = await tx
      .update(adminReports)
      .set({ status: 'failed', error, completedAt: new Date() })
      .where(and(eq(adminReports.id, reportId), eq(adminReports.status, 'processing')))
      .returning();
    if (row)
      await emit('admin', { type: 'report.updated', reportId, status: 'failed', title: row.title, error });
    return row ?? null;
  });
  if (!failed) return false;
  await raiseAlertSafely(db, {
    kind: 'report_failed',
    key: `report_failed:${reportId}`,
    description: `The report "${failed.title}" failed: ${error}`,
    action: 'View reports',
    path: '/admin/reports',
  });
  return true;
}

/**
 * Queues again every report still processing whose job is gone (lost between the row and the queue, or
 * deleted): pg-boss keeps a job as created, retry or active until it ends. Runs are idempotent anyway.
 */
export async function requeueProcessing(db: Db, jobs: AppJobs): Promise<number> {
  const stuck = rowsOf<{ id: string }>(
    await db.execute(sql`
      select r.id from ${adminReports} r
      where r.status = 'processing' and not exists (
        select 1 from pgboss.job j
        where j.name = 'generate-report' and j.data->>'reportId' = r.id::text
          and j.state in ('created', 'retry', 'active')
      )`),
  );
  for (const r of stuck) await jobs.send('generate-report', { reportId: r.id });
  return stuck.length;
}

const creator = alias(profiles, 'creator');

export async function listReports(db: Db): Promise<ReportView[]> {
  const rows = await db
    .select({ report: adminReports, createdByName: creator.fullName })
    .from(adminReports)
    .leftJoin(creator, eq(creator.id, adminReports.createdBy))
    .orderBy(desc(adminReports.createdAt), desc(adminReports.id))
    .limit(REPORTS_SHOWN);
  return rows.map((r) => reportView(r.report, r.createdByName));
}

export async function reportById(db: Db, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(adminReports).where(eq(adminReports.id, id));
  return row ?? null;
}
