import { describe, expect, it } from 'vitest';
import { createIntervalSet, lowerBound, mergeIntervals, upperBound } from './intervals.js';

describe('mergeIntervals', () => {
  it.each([
    ['empty', [], []],
    [
      'sorts',
      [
        [5, 6],
        [1, 2],
      ],
      [
        [1, 2],
        [5, 6],
      ],
    ],
    [
      'merges overlap',
      [
        [1, 4],
        [3, 6],
      ],
      [[1, 6]],
    ],
    [
      'merges touching',
      [
        [1, 3],
        [3, 5],
      ],
      [[1, 5]],
    ],
    [
      'keeps contained',
      [
        [1, 10],
        [2, 3],
      ],
      [[1, 10]],
    ],
    [
      'drops empty',
      [
        [2, 2],
        [4, 3],
      ],
      [],
    ],
  ])('%s', (_, input, expected) => {
    const toIntervals = (list: number[][]) => list.map(([start = 0, end = 0]) => ({ start, end }));
    expect(mergeIntervals(toIntervals(input))).toEqual(toIntervals(expected));
  });
});

describe('bounds', () => {
  const values = [1, 3, 3, 5];
  it.each([
    [0, 0, 0],
    [3, 1, 3],
    [4, 3, 3],
    [9, 4, 4],
  ])('target %d: lower %d, upper %d', (target, lower, upper) => {
    expect(lowerBound(values, target)).toBe(lower);
    expect(upperBound(values, target)).toBe(upper);
  });
});

describe('createIntervalSet', () => {
  const set = createIntervalSet([
    { start: 10, end: 20 },
    { start: 30, end: 40 },
    { start: 15, end: 25 },
  ]);
  it.each([
    [0, 10, false, false],
    [5, 11, true, false],
    [25, 30, false, false],
    [24, 31, true, false],
    [10, 25, true, true],
    [12, 18, true, true],
    [39, 45, true, false],
    [40, 41, false, false],
  ])('[%d, %d): overlaps %s, contains %s', (start, end, overlaps, contains) => {
    expect(set.overlaps(start, end)).toBe(overlaps);
    expect(set.contains(start, end)).toBe(contains);
  });
});
