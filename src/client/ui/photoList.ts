/** Moves the item at `from` to `to` (both clamped to the list); the first item is the listing's cover. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** How many more photos may be picked, counting the ones still uploading. */
export function freeSlots(max: number, saved: number, uploading: number): number {
  return Math.max(0, max - saved - uploading);
}
