import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  findCurrency,
  formatMajorUnits,
  formatMinorUnits,
  formatPrice,
  parseMinorUnits,
  toMinorUnits,
} from './money.js';

describe('currencies (ISO 4217)', () => {
  it.each([
    ['JPY', 0, '¥'],
    ['USD', 2, '$'],
    ['EUR', 2, '€'],
    ['KWD', 3, 'KD'],
    ['BHD', 3, 'BHD'],
    ['CLF', 4, 'CLF'],
    ['AED', 2, 'AED'],
  ])('%s has %i decimals and sign %s', (code, decimals, sign) => {
    expect(findCurrency(code)).toMatchObject({ code, decimals, sign });
  });

  it('finds codes in any case and refuses what is not a code', () => {
    expect(findCurrency('jpy')?.code).toBe('JPY');
    for (const bad of ['', 'US', 'USDD', 'QQQ', 'U$D', ' USD'])
      expect(findCurrency(bad)).toBe(undefined);
  });

  it('lists every code once, sorted, each with a name', () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(codes.length).toBeGreaterThan(150);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    expect(CURRENCIES.every((c) => c.name.length > 0 && Number.isInteger(c.decimals))).toBe(true);
    expect(DEFAULT_CURRENCY).toMatchObject({ code: 'USD', decimals: 2 });
  });
});

describe('toMinorUnits (exact)', () => {
  it.each([
    ['12.5', 2, 1250],
    [12.5, 2, 1250],
    ['12.50', 2, 1250],
    ['12', 0, 12],
    ['12.000', 0, 12],
    ['1250', 0, 1250],
    ['12.5', 3, 12500],
    ['1.234', 3, 1234],
    ['0.001', 3, 1],
    ['0', 2, 0],
    ['.5', 2, 50],
    ['7.', 2, 700],
    [' 49.99 ', 2, 4999],
    [49.99, 2, 4999],
    [0.1, 2, 10],
    [19.99, 2, 1999],
    [1e3, 2, 100000],
    ['1e3', 2, 100000],
    ['2.5e-1', 2, 25],
    ['0012.30', 2, 1230],
    ['90071992547409.91', 2, Number.MAX_SAFE_INTEGER],
  ])('%j with %i decimals -> %i', (amount, decimals, minor) => {
    expect(toMinorUnits(amount, decimals)).toBe(minor);
  });

  it.each([
    ['12.345', 2],
    ['12.5', 0],
    ['1.2345', 3],
    [0.1 + 0.2, 2],
    ['-1', 2],
    [-1, 2],
    ['', 2],
    ['.', 2],
    ['abc', 2],
    ['1,5', 2],
    ['1.2.3', 2],
    ['0x10', 2],
    ['Infinity', 2],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
    ['90071992547409.92', 2],
    ['1e99', 2],
    ['1'.repeat(41), 0],
  ])('%j with %i decimals is refused', (amount, decimals) => {
    expect(toMinorUnits(amount, decimals)).toBeNull();
  });
});

describe('toMinorUnits (half-up)', () => {
  it.each([
    ['12.345', 2, 1235],
    ['12.344', 2, 1234],
    ['12.5', 0, 13],
    ['12.4999', 0, 12],
    [0.1 + 0.2, 2, 30],
    ['0.0005', 3, 1],
    ['0.0004', 3, 0],
    ['1e-7', 2, 0],
    [49.995, 2, 5000],
  ])('%j with %i decimals -> %i', (amount, decimals, minor) => {
    expect(toMinorUnits(amount, decimals, 'half-up')).toBe(minor);
  });
});

describe('parseMinorUnits', () => {
  it.each([
    ['1250', 1250],
    [1250, 1250],
    ['0', 0],
    ['10000.000000000', 10000],
    [' 7 ', 7],
  ])('%j -> %i', (value, minor) => {
    expect(parseMinorUnits(value)).toBe(minor);
  });

  it.each(['12.5', '-1', '', 'abc', '1e3', '99999999999999999', 12.5, -1, Number.NaN])(
    '%j is refused',
    (value) => {
      expect(parseMinorUnits(value)).toBeNull();
    },
  );
});

describe('formatting', () => {
  const jpy = findCurrency('JPY')!;
  const usd = findCurrency('USD')!;
  const kwd = findCurrency('KWD')!;
  const aed = findCurrency('AED')!;

  it.each([
    [1250, 0, '1250'],
    [1250, 2, '12.50'],
    [1250, 3, '1.250'],
    [5, 2, '0.05'],
    [0, 3, '0.000'],
  ])('%i minor units with %i decimals -> %s', (minor, decimals, text) => {
    expect(formatMajorUnits(minor, decimals)).toBe(text);
  });

  it("formats the API's strings and prices for people", () => {
    expect(formatMinorUnits(1250)).toBe('1250');
    expect(formatPrice(1250, jpy)).toBe('¥1250');
    expect(formatPrice(1250, usd)).toBe('$12.50');
    expect(formatPrice(1250, kwd)).toBe('KD1.250');
    expect(formatPrice(1250, aed)).toBe('12.50 AED');
  });

  it('round-trips major units through minor units', () => {
    for (const currency of [jpy, usd, kwd]) {
      for (const minor of [0, 1, 99, 1250, 123456789]) {
        expect(toMinorUnits(formatMajorUnits(minor, currency.decimals), currency.decimals)).toBe(
          minor,
        );
      }
    }
  });

  it('refuses to format what is not an amount', () => {
    expect(() => formatMinorUnits(-1)).toThrow(RangeError);
    expect(() => formatMinorUnits(1.5)).toThrow(RangeError);
  });
});
