import { describe, expect, it } from 'vitest';
import { readGuestRules, ruleApplies } from './booking-cutoff.js';
import { checkBookingForm, guestLimit, type FormField } from './booking-form.js';
import { locationDetails, type LocationOption } from './booking-location.js';
import {
  BOOKING_STATUSES,
  canTransition,
  paymentStatusLabel,
  type BookingStatus,
} from './booking-status.js';
import { parseIsoInstant, resolveLocalDateTime } from './booking-time.js';

describe('booking status transitions', () => {
  const allowed: Record<BookingStatus, BookingStatus[]> = {
    pending: ['scheduled', 'rejected', 'cancelled'],
    scheduled: ['completed', 'no_show', 'cancelled'],
    completed: ['no_show'],
    no_show: ['completed'],
    cancelled: [],
    rejected: [],
  };
  for (const from of BOOKING_STATUSES) {
    for (const to of BOOKING_STATUSES) {
      const expected = allowed[from].includes(to);
      it(`${from} -> ${to}: ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(expected);
      });
    }
  }
  it('refuses unknown statuses and labels payment statuses', () => {
    expect(canTransition('reserved', 'scheduled')).toBe(false);
    expect(paymentStatusLabel('partially-refunded')).toBe('Partially Refunded');
    expect(paymentStatusLabel(null)).toBe('');
  });
});

describe('requested times', () => {
  it.each([
    ['America/New_York', '2031-03-09 02:30:00', { ok: false, reason: 'nonexistent' }],
    [
      'America/New_York',
      '2031-11-02 01:30:00',
      { ok: true, instant: Date.parse('2031-11-02T05:30:00Z') },
    ],
    ['Europe/Berlin', '2031-03-30 02:00:00', { ok: false, reason: 'nonexistent' }],
    [
      'Europe/Berlin',
      '2031-10-26 02:30:00',
      { ok: true, instant: Date.parse('2031-10-26T00:30:00Z') },
    ],
    [
      'Asia/Kathmandu',
      '2031-01-07 09:00',
      { ok: true, instant: Date.parse('2031-01-07T03:15:00Z') },
    ],
    [
      'Asia/Kolkata',
      '2031-01-07T09:00:30',
      { ok: true, instant: Date.parse('2031-01-07T03:30:30Z') },
    ],
    ['UTC', '2031-02-29 10:00:00', { ok: false, reason: 'malformed' }],
    ['UTC', '2031-01-01 24:00:00', { ok: false, reason: 'malformed' }],
    ['UTC', 'next tuesday', { ok: false, reason: 'malformed' }],
  ])('%s %s', (zone, text, expected) => {
    expect(resolveLocalDateTime(zone, text)).toEqual(expected);
  });

  it('parses ISO instants only with a zone designator', () => {
    expect(parseIsoInstant('2031-03-15T13:00:00Z')).toBe(Date.parse('2031-03-15T13:00:00Z'));
    expect(parseIsoInstant('2031-03-15T18:30:00+05:30')).toBe(Date.parse('2031-03-15T13:00:00Z'));
    expect(parseIsoInstant('2031-03-15T13:00:00')).toBeNull();
    expect(parseIsoInstant('2031-13-15T13:00:00Z')).toBeNull();
  });
});

describe('booking locations', () => {
  const option = (type: string, extra: Partial<LocationOption> = {}): LocationOption => ({
    type,
    title: type,
    description: 'Main street 1',
    meeting_link: 'https://meet.example.com/a',
    host_phone_number: '+1 555 0100',
    ...extra,
  });
  it('builds details from the chosen option and the guest input', () => {
    expect(locationDetails([], {})).toEqual({
      ok: true,
      details: { type: 'custom', description: '' },
      phone: null,
    });
    const options = [
      option('in_person_organizer'),
      option('online_meeting'),
      option('phone_guest'),
    ];
    expect(locationDetails(options, {})).toMatchObject({
      details: { type: 'in_person_organizer', description: 'Main street 1' },
    });
    expect(locationDetails(options, { type: 'online_meeting' })).toMatchObject({
      details: { online_platform_link: 'https://meet.example.com/a' },
    });
    expect(locationDetails(options, { type: 'phone_guest', phone: '+44 20' })).toMatchObject({
      details: { description: '+44 20' },
      phone: '+44 20',
    });
    expect(locationDetails(options, { type: 'phone_guest' })).toMatchObject({
      ok: false,
      field: 'location_description',
    });
    expect(locationDetails(options, { type: 'zoom' })).toMatchObject({
      ok: false,
      field: 'location_type',
    });
    expect(locationDetails([option('phone_organizer')], {})).toMatchObject({
      details: { description: '+1 555 0100' },
    });
  });
});

describe('booking forms', () => {
  const field = (name: string, extra: Partial<FormField> = {}): FormField => ({
    name,
    type: 'text',
    label: name.toUpperCase(),
    required: false,
    enabled: true,
    system_defined: false,
    options: [],
    limit: null,
    ...extra,
  });
  it('checks required and typed answers, and keeps only the form’s fields', () => {
    const fields = [
      field('message', { system_defined: true, required: true }),
      field('phone', { system_defined: true, enabled: false, required: true }),
      field('company', { required: true }),
      field('size', { type: 'dropdown', options: ['S', 'M'] }),
      field('topics', { type: 'checkbox-group', options: ['a', 'b'] }),
      field('terms', { type: 'terms-and-conditions', required: true }),
      field('guests', { system_defined: true, type: 'multi-guests', limit: 3 }),
    ];
    const bad = checkBookingForm(fields, { custom: { size: 'XL', topics: ['c'], terms: false } });
    expect(Object.keys(bad.errors).sort()).toEqual([
      'custom_fields.company',
      'custom_fields.size',
      'custom_fields.terms',
      'custom_fields.topics',
      'message',
    ]);
    const good = checkBookingForm(fields, {
      message: 'Hi',
      custom: { company: ' Acme ', size: 'M', topics: ['a'], terms: true },
    });
    expect(good.errors).toEqual({});
    // An answer to a question the form does not ask would be kept nowhere: refused.
    const stray = checkBookingForm(fields, {
      message: 'Hi',
      custom: { company: 'Acme', size: 'M', topics: ['a'], terms: true, unknown: 'x' },
    });
    expect(Object.keys(stray.errors)).toEqual(['custom_fields.unknown']);
    expect(good.custom).toEqual({
      company: { label: 'COMPANY', value: 'Acme' },
      size: { label: 'SIZE', value: 'M' },
      topics: { label: 'TOPICS', value: ['a'] },
      terms: { label: 'TERMS', value: 'yes' },
    });
    expect(guestLimit(fields)).toBe(3);
    expect(guestLimit([])).toBe(10);
  });
});

describe('guest cut-offs', () => {
  const start = Date.parse('2031-01-10T10:00:00Z');
  const hour = 3_600_000;
  it('reads FluentBooking settings tolerantly and applies them', () => {
    const absent = readGuestRules({});
    expect(ruleApplies(absent.cancel, start, start - hour)).toBe(false);
    expect(absent.redirectUrl).toBeNull();
    const rules = readGuestRules({
      can_not_cancel: {
        enabled: true,
        type: 'conditional',
        condition: { unit: 'hours', value: 24 },
      },
      can_not_reschedule: { enabled: 'yes', type: 'always', message: 'Call us' },
      requires_confirmation: {
        enabled: true,
        type: 'conditional',
        condition: { unit: 'days', value: 2 },
      },
      custom_redirect: { enabled: true, redirect_url: 'https://example.com/thanks' },
    });
    expect(ruleApplies(rules.cancel, start, start - 25 * hour)).toBe(false);
    expect(ruleApplies(rules.cancel, start, start - 23 * hour)).toBe(true);
    expect(rules.reschedule).toMatchObject({ enabled: true, message: 'Call us' });
    expect(ruleApplies(rules.confirmation, start, start - 47 * hour)).toBe(true);
    expect(rules.redirectUrl).toBe('https://example.com/thanks');
    expect(readGuestRules({ can_cancel: 'no' }).cancel).toMatchObject({
      enabled: true,
      type: 'always',
    });
    expect(readGuestRules('garbage').cancel.enabled).toBe(false);
  });
});
