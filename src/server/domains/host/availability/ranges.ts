import type { BlockStatus } from '../../../../shared/calendar';

/** A host block as the rewrite reads it: nights [start, end). */
export interface HostBlock {
  id: string;
  start: string;
  end: string;
  status: BlockStatus;
}

export interface Rewrite {
  /** Blocks to delete (their surviving nights come back in `insert`). */
  remove: string[];
  insert: { start: string; end: string; status: BlockStatus }[];
}

/**
 * How the host's blocks change when nights [start, end) get `status` (the latest wins): blocks of another
 * status lose those nights (trimmed or split in two), and for a block status the new range absorbs the same-
 * status blocks it overlaps or touches, so a listing keeps one block per run of nights. `touching` holds the
 * host blocks that overlap or touch the range; host blocks never overlap each other, and this keeps it so.
 */
export function rewriteBlocks(
  touching: readonly HostBlock[],
  start: string,
  end: string,
  status: BlockStatus | 'available',
): Rewrite {
  const remove: string[] = [];
  const insert: Rewrite['insert'] = [];
  let from = start;
  let to = end;
  for (const block of touching) {
    if (block.status === status) {
      remove.push(block.id);
      if (block.start < from) from = block.start;
      if (block.end > to) to = block.end;
      continue;
    }
    const overlaps = block.start < end && block.end > start;
    if (!overlaps) continue;
    remove.push(block.id);
    if (block.start < start) insert.push({ start: block.start, end: start, status: block.status });
    if (block.end > end) insert.push({ start: end, end: block.end, status: block.status });
  }
  if (status !== 'available') insert.push({ start: from, end: to, status });
  return { remove, insert };
}
