/**
 * `PUT /schedules/{id}` accepts FluentBooking's `{ column, value }` form and plain fields; both
 * become one `UpdateRequest`. Pure apart from the errors it throws.
 */
import type { BookingStatus } from '../../../domain/booking-status.js';
import { validationFailed } from '../../../errors.js';
import { isEmailAddress } from '../../../shared/email.js';
import type { UpdateBookingBody } from '../bodies.schemas.js';
import { PAYMENT_STATUSES, SETTABLE_STATUSES } from '../bodies.schemas.js';
import type { FieldPatch } from '../status-changes.js';

export interface UpdateRequest {
  status?: BookingStatus;
  reason: string;
  fields: FieldPatch;
  move: Pick<UpdateBookingBody, 'timezone' | 'event_time' | 'start_date' | 'start_utc'> | null;
  moveReason: string;
  /** With a move: whether the guest gets the rescheduled e-mail. */
  notifyGuest: boolean;
  /** The `column` of FluentBooking's form, for its answer's message. */
  column?: string;
}

function invalid(rule: string, message: string): never {
  throw validationFailed({ value: { [rule]: message } });
}

/** The `{ column, value }` form as plain fields. */
function columnForm(body: UpdateBookingBody): Partial<UpdateBookingBody> {
  if (body.column === undefined) return {};
  if (body.value === undefined)
    throw validationFailed({ value: { required: 'The value field is required.' } });
  const value = String(body.value).trim();
  switch (body.column) {
    case 'status':
      if (!(SETTABLE_STATUSES as readonly string[]).includes(value))
        invalid('in', 'Invalid status.');
      return { status: value as BookingStatus };
    case 'payment_status':
      if (!(PAYMENT_STATUSES as readonly string[]).includes(value))
        invalid('in', 'Invalid payment status.');
      return { payment_status: value as (typeof PAYMENT_STATUSES)[number] };
    case 'email':
      if (!isEmailAddress(value) || value.length > 192) invalid('email', 'Invalid email address.');
      return { email: value };
    default:
      return { [body.column]: value.slice(0, body.column === 'internal_note' ? 5000 : 192) };
  }
}

/** Control characters (CR and LF among them) have no place in a name, an address or a phone. */
const hasControl = (text: string) => [...text].some((c) => c < ' ' || c === '\u007f');
const ONE_LINE = ['email', 'first_name', 'last_name', 'phone'] as const;

function assertOneLine(fields: Partial<UpdateBookingBody>, viaColumn: boolean): void {
  for (const name of ONE_LINE) {
    const value = fields[name];
    if (typeof value === 'string' && hasControl(value)) {
      throw validationFailed({
        [viaColumn ? 'value' : name]: { single_line: `The ${name} must be one line of text.` },
      });
    }
  }
}

export function updateRequest(body: UpdateBookingBody): UpdateRequest {
  assertOneLine(body, false);
  const fromColumn = columnForm(body);
  assertOneLine(fromColumn, true);
  const merged = { ...body, ...fromColumn };
  const fields: FieldPatch = {};
  if (merged.internal_note !== undefined) fields.internal_note = merged.internal_note;
  if (merged.email !== undefined) fields.email = merged.email.toLowerCase();
  if (merged.phone !== undefined) fields.phone = merged.phone;
  if (merged.first_name !== undefined) fields.first_name = merged.first_name;
  if (merged.last_name !== undefined) fields.last_name = merged.last_name;
  if (merged.payment_status !== undefined) fields.payment_status = merged.payment_status;
  const moves =
    merged.start_utc !== undefined ||
    merged.event_time !== undefined ||
    merged.start_date !== undefined;
  const request: UpdateRequest = {
    reason: (merged.status === 'rejected' ? merged.reject_reason : merged.cancel_reason) ?? '',
    fields,
    move: moves ? merged : null,
    moveReason: merged.reschedule_reason ?? '',
    notifyGuest: merged.notify_guest !== false,
  };
  if (merged.status !== undefined) request.status = merged.status;
  if (body.column !== undefined) request.column = body.column;
  return request;
}

export function noChanges(): never {
  throw validationFailed({ column: { changed: 'No changes found.' } });
}

export function updateMessage(request: UpdateRequest): string {
  if (request.column) {
    const name = request.column.replace(/_/g, ' ');
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} has been updated`;
  }
  if (request.status === 'cancelled') return 'The booking has been cancelled';
  if (request.status === 'rejected') return 'The booking has been rejected';
  if (request.move) return 'Booking has been rescheduled';
  return 'Booking has been updated';
}
