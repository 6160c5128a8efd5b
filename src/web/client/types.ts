/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** What the public API answers, as the pages read it. */

// ---- what the public API answers ----

export interface Slot {
  start: string;
  end: string;
  start_utc: string;
  end_utc: string;
  remaining: number | false;
}
export interface SlotAnswer {
  timezone: string;
  duration: number;
  max_lookup_date: string | false;
  available_slots: Record<string, Slot[]>;
}
export interface Place {
  type: string;
  title?: string;
  description?: string;
  online_platform_link?: string;
}
export interface Booking {
  hash: string;
  status: string;
  booking_status_text: string;
  event_title: string;
  start_time_iso: string;
  end_time_iso: string;
  first_name: string;
  last_name: string;
  email: string;
  location_details: Place | null;
  author?: { name: string };
}
export interface Payment {
  amount_due_text: string;
  method_title: string;
  instructions: string;
  /** Slotbook's page that sends the guest to the gateway's checkout (Stripe), or null. */
  checkout_url: string | null;
}
export interface Saved {
  message: string;
  booking: Booking;
  booking_hash: string;
  payment?: Payment;
}
export interface EventConfig {
  hash: string;
  durations: { minutes: number; price: string | null }[];
  duration: number;
  lockedZone: string | null;
  spots: boolean;
}
export interface BookingConfig {
  hash: string;
  eventHash: string;
  duration: number;
}

export type Answer<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      errors: Record<string, Record<string, string>>;
    };

export interface ErrorBody {
  code?: string;
  message?: string;
  data?: { errors?: Record<string, Record<string, string>> };
}
