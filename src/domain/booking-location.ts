/**
 * A booking's `location_details`, built from the event's location options and
 * what the guest chose or typed. Pure.
 */

/** The fields of an event location option this needs. */
export interface LocationOption {
  type: string;
  title: string;
  description: string;
  meeting_link: string;
  host_phone_number: string;
}

export interface LocationDetails {
  type: string;
  title?: string;
  description?: string;
  online_platform_link?: string;
}

export interface LocationChoice {
  /** `location_type` from the body; the event's first option when absent. */
  type?: string | undefined;
  /** `location_description`: the guest's address or phone for guest-input types. */
  description?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
}

export type LocationResult =
  | { ok: true; details: LocationDetails; phone: string | null }
  | { ok: false; field: string; rule: string; message: string };

/** Location types whose place the guest gives (`location_description`): a phone or an address. */
export const GUEST_INPUT: Readonly<Record<string, 'phone' | 'address'>> = {
  phone_guest: 'phone',
  in_person_guest: 'address',
};

const unused = (field: string, message: string): LocationResult => ({
  ok: false,
  field,
  rule: 'unused',
  message,
});

/**
 * What the guest typed that the chosen location would not use (an address for a phone call, any
 * text for a location the host sets), refused rather than dropped.
 */
function unusedInput(choice: LocationChoice, kind: 'phone' | 'address' | undefined) {
  const typed = (text: string | undefined) => (text ?? '').trim() !== '';
  if (!kind && typed(choice.description)) {
    return unused('location_description', 'This location takes no location_description.');
  }
  if (kind !== 'address' && typed(choice.address)) {
    return unused('address', 'This location takes no address.');
  }
  return null;
}

function guestInput(option: LocationOption, choice: LocationChoice): LocationResult {
  const kind = GUEST_INPUT[option.type];
  const given = (choice.description ?? (kind === 'phone' ? choice.phone : choice.address) ?? '')
    .trim()
    .slice(0, 1000);
  if (!given) {
    const what = kind === 'phone' ? 'phone number' : 'address';
    return {
      ok: false,
      field: 'location_description',
      rule: 'required',
      message: `The location_description field (your ${what}) is required for this location.`,
    };
  }
  const details = { type: option.type, title: option.title, description: given };
  return { ok: true, details, phone: kind === 'phone' ? given : null };
}

export function locationDetails(
  options: readonly LocationOption[],
  choice: LocationChoice,
): LocationResult {
  if (options.length === 0) {
    if (choice.type) return unused('location_type', 'This event offers no location to choose.');
    const typed = unusedInput(choice, undefined);
    return typed ?? { ok: true, details: { type: 'custom', description: '' }, phone: null };
  }
  const option = choice.type ? options.find((o) => o.type === choice.type) : options[0];
  const typed = option ? unusedInput(choice, GUEST_INPUT[option.type]) : null;
  if (typed) return typed;
  if (!option) {
    return {
      ok: false,
      field: 'location_type',
      rule: 'in',
      message: `The location_type must be one of: ${options.map((o) => o.type).join(', ')}.`,
    };
  }
  if (GUEST_INPUT[option.type]) return guestInput(option, choice);
  const base = { type: option.type, title: option.title };
  if (option.type === 'online_meeting') {
    return {
      ok: true,
      // The link is the meeting's description too, as FluentBooking records it.
      details: {
        ...base,
        description: option.meeting_link,
        online_platform_link: option.meeting_link,
      },
      phone: null,
    };
  }
  if (option.type === 'phone_organizer') {
    return { ok: true, details: { ...base, description: option.host_phone_number }, phone: null };
  }
  return { ok: true, details: { ...base, description: option.description }, phone: null };
}
