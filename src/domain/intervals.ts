/** Half-open integer intervals [start, end) and queries over sorted lists of them. */

export interface Interval {
  start: number;
  end: number;
}

/** Sorts and merges overlapping or touching intervals; empty intervals are dropped. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/** Index of the first element of ascending `values` that is >= `target` (or length). */
export function lowerBound(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] as number) < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Index of the first element of ascending `values` that is > `target` (or length). */
export function upperBound(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] as number) <= target) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A merged, sorted interval list with O(log n) queries. Build once per computation with
 * `createIntervalSet`, then query many candidate slots against it.
 */
export interface IntervalSet {
  readonly intervals: readonly Interval[];
  /** True when [start, end) shares any instant with the set. */
  overlaps(start: number, end: number): boolean;
  /** True when [start, end) lies entirely inside one interval of the set. */
  contains(start: number, end: number): boolean;
}

export function createIntervalSet(intervals: readonly Interval[]): IntervalSet {
  const merged = mergeIntervals(intervals);
  const ends = merged.map((i) => i.end);
  const starts = merged.map((i) => i.start);
  return {
    intervals: merged,
    overlaps(start, end) {
      const hit = merged[upperBound(ends, start)];
      return hit !== undefined && hit.start < end && start < end;
    },
    contains(start, end) {
      const hit = merged[upperBound(starts, start) - 1];
      return hit !== undefined && hit.end >= end;
    },
  };
}
