/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Slotbook's public pages in the browser: the booking flow (`/book/<calendar>/<event>`) and the
 * guest's booking (`/booking/<hash>`). No dependencies; it speaks only to the public API
 * (`/api/v2/public/...`) and sets text with textContent, never as HTML. One file on purpose:
 * the pages load one small module (the build compiles it to `dist/web/client/pages.js`).
 *
 * The `lib="dom"` reference above gives this file the browser's types; TypeScript applies it
 * to the whole program, so server code must keep to Node's APIs by convention.
 */

const API = '/api/v2/public';
const NETWORK = 'The server could not be reached. Check your connection and try again.';
const TAKEN = 'Sorry, that time was just taken. Please pick another time.';

// ---- what the public API answers ----

interface Slot {
  start: string;
  end: string;
  start_utc: string;
  end_utc: string;
  remaining: number | false;
}
interface SlotAnswer {
  timezone: string;
  duration: number;
  max_lookup_date: string | false;
  available_slots: Record<string, Slot[]>;
}
interface Place {
  type: string;
  title?: string;
  description?: string;
  online_platform_link?: string;
}
interface Booking {
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
interface Payment {
  amount_due_text: string;
  method_title: string;
  instructions: string;
}
interface Saved {
  message: string;
  booking: Booking;
  booking_hash: string;
  payment?: Payment;
}
interface EventConfig {
  hash: string;
  durations: { minutes: number; price: string | null }[];
  duration: number;
  lockedZone: string | null;
  spots: boolean;
}
interface BookingConfig {
  hash: string;
  eventHash: string;
  duration: number;
}

type Answer<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      errors: Record<string, Record<string, string>>;
    };

interface ErrorBody {
  code?: string;
  message?: string;
  data?: { errors?: Record<string, Record<string, string>> };
}

// ---- small helpers ----

const $ = (id: string): HTMLElement => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing`);
  return found;
};

type Child = Node | string | null | false | undefined;

/** A new element with attributes and children (strings become text nodes). */
function el(
  tag: string,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) node.setAttribute(name, '');
    else if (typeof value === 'string') node.setAttribute(name, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const zoneText = (zone: string) => zone.replace(/_/g, ' ');

async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(API + path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return { ok: false, status: 0, code: 'network', message: NETWORK, errors: {} };
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  const error = (data ?? {}) as ErrorBody;
  return {
    ok: false,
    status: response.status,
    code: String(error.code ?? 'error'),
    message: String(error.message || 'Something went wrong. Please try again.'),
    errors: error.data?.errors ?? {},
  };
}

/** A random Idempotency-Key (getRandomValues also works outside secure contexts). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// ---- preferences: time zone and clock, remembered ----

const store = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(`slotbook.${key}`);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(`slotbook.${key}`, value);
    } catch {
      // Storage may be off (private windows): the choice then lasts for this page.
    }
  },
};

function validZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function detectedZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return validZone(zone) ? zone : 'UTC';
}

type HourCycle = 'h12' | 'h23';

function defaultHourCycle(): HourCycle {
  const cycle = new Intl.DateTimeFormat(navigator.language, { hour: 'numeric' }).resolvedOptions()
    .hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? 'h12' : 'h23';
}

/** 0 = Sunday ... 6 = Saturday, from the browser's locale (Monday when unknown). */
function firstWeekday(): number {
  try {
    const locale = new Intl.Locale(navigator.language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info && typeof info.firstDay === 'number') return info.firstDay % 7;
  } catch {
    // Older browsers: Monday.
  }
  return 1;
}

function offsetOf(zone: string, at: Date): string {
  return (
    new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  );
}

interface Prefs {
  zone: string;
  hourCycle: HourCycle;
}

/** The zone select and the 12/24-hour buttons; either may be absent (a cancelled booking). */
function createPrefs(locked: string | null, onChange: (what: 'zone' | 'clock') => void): Prefs {
  const stored = store.get('timezone');
  const cycle = store.get('hourCycle');
  const state: Prefs = {
    zone: locked ?? (validZone(stored) ? stored : detectedZone()),
    hourCycle: cycle === 'h12' || cycle === 'h23' ? cycle : defaultHourCycle(),
  };
  const select = document.getElementById('tz');
  if (select instanceof HTMLSelectElement && !locked) {
    let zones: string[] = [];
    try {
      zones = Intl.supportedValuesOf('timeZone');
    } catch {
      zones = [];
    }
    const now = new Date();
    const all = [...new Set([...zones, 'UTC', state.zone])].sort();
    select.replaceChildren(
      ...all.map((z) => el('option', { value: z }, `${zoneText(z)} (${offsetOf(z, now)})`)),
    );
    select.value = state.zone;
    select.addEventListener('change', () => {
      state.zone = select.value;
      store.set('timezone', state.zone);
      onChange('zone');
    });
  }
  const toggles = document.querySelectorAll<HTMLButtonElement>('[data-hour-cycle]');
  const press = () =>
    toggles.forEach((b) =>
      b.setAttribute('aria-pressed', String(b.dataset.hourCycle === state.hourCycle)),
    );
  toggles.forEach((button) =>
    button.addEventListener('click', () => {
      state.hourCycle = button.dataset.hourCycle === 'h12' ? 'h12' : 'h23';
      store.set('hourCycle', state.hourCycle);
      press();
      onChange('clock');
    }),
  );
  press();
  return state;
}

// ---- dates ----

function formatters(prefs: Prefs) {
  const time = new Intl.DateTimeFormat('en', {
    timeZone: prefs.zone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: prefs.hourCycle,
  });
  const day = new Intl.DateTimeFormat('en', {
    timeZone: prefs.zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return {
    time: (iso: string) => time.format(new Date(iso)),
    when: (startIso: string, endIso: string) =>
      `${day.format(new Date(startIso))}, ${time.format(new Date(startIso))} – ${time.format(new Date(endIso))}`,
  };
}

/** Calendar dates (`YYYY-MM-DD`, no zone) for people. */
const dateLabel = new Intl.DateTimeFormat('en', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const monthLabel = new Intl.DateTimeFormat('en', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

function todayIn(zone: string): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function addMonths(month: string, delta: number): string {
  const d = utcDate(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 7);
}

function addDays(date: string, days: number): string {
  const d = utcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function daysIn(month: string): number {
  return Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8, 10));
}

// ---- the picker: a month of free days and the free times of one day ----

interface PickerOptions {
  eventHash: string;
  prefs: Prefs;
  duration: () => number | null;
  spots: boolean;
  onPick: (slot: Slot) => void;
}

function createPicker({ eventHash, prefs, duration, spots, onPick }: PickerOptions) {
  const grid = $('month-grid');
  const label = $('month-label');
  const prev = $('prev-month') as HTMLButtonElement;
  const next = $('next-month') as HTMLButtonElement;
  const list = $('slot-list');
  const heading = $('times-heading');
  const hint = $('times-hint');
  const status = $('pick-status');
  const alert = $('pick-alert');
  const weekStart = firstWeekday();
  const cache = new Map<string, SlotAnswer>();
  let month = todayIn(prefs.zone).slice(0, 7);
  let selected: string | null = null;
  let slots: Record<string, Slot[]> = {};
  let lastDate: string | false = false;
  let sequence = 0;
  let sendDuration = true;

  const freeOn = (date: string) => slots[date] ?? [];
  const freeDays = () => Object.keys(slots).filter((d) => freeOn(d).length > 0);
  const canGoPrev = () => month > todayIn(prefs.zone).slice(0, 7);
  const canGoNext = () => !lastDate || addMonths(month, 1) <= lastDate.slice(0, 7);

  async function fetchMonth(): Promise<Answer<SlotAnswer>> {
    const minutes = duration();
    const key = `${month}|${prefs.zone}|${minutes}`;
    const cached = cache.get(key);
    if (cached) return { ok: true, status: 200, data: cached };
    const query = new URLSearchParams({
      start_date: `${month}-01`,
      end_date: `${month}-${String(daysIn(month)).padStart(2, '0')}`,
      timezone: prefs.zone,
    });
    if (minutes && sendDuration) query.set('duration', String(minutes));
    let res = await api<SlotAnswer>('GET', `/events/${eventHash}/slots?${query.toString()}`);
    if (!res.ok && res.status === 400 && query.has('duration')) {
      // The event's durations changed since this booking was made: ask for its default.
      sendDuration = false;
      query.delete('duration');
      res = await api<SlotAnswer>('GET', `/events/${eventHash}/slots?${query.toString()}`);
    }
    if (res.ok) cache.set(key, res.data);
    return res;
  }

  async function load(advance = 0): Promise<void> {
    const mine = ++sequence;
    grid.setAttribute('aria-busy', 'true');
    grid.classList.add('loading');
    prev.disabled = true;
    next.disabled = true;
    const res = await fetchMonth();
    if (mine !== sequence) return;
    grid.removeAttribute('aria-busy');
    grid.classList.remove('loading');
    slots = res.ok ? res.data.available_slots : {};
    if (res.ok) lastDate = res.data.max_lookup_date ? res.data.max_lookup_date.slice(0, 10) : false;
    else alert.textContent = res.message;
    const days = freeDays().length;
    if (res.ok && days === 0 && advance > 0 && canGoNext()) {
      month = addMonths(month, 1);
      return load(advance - 1);
    }
    renderMonth();
    if (selected && freeOn(selected).length > 0) renderTimes();
    else clearTimes();
    const name = monthLabel.format(utcDate(`${month}-01`));
    status.textContent = days
      ? `${name}: ${plural(days, 'day', 'days')} with free times.`
      : `No free times in ${name}.`;
  }

  function weekdayHeader(): HTMLElement {
    const short = new Intl.DateTimeFormat('en', { timeZone: 'UTC', weekday: 'short' });
    const long = new Intl.DateTimeFormat('en', { timeZone: 'UTC', weekday: 'long' });
    const cells = Array.from({ length: 7 }, (_, i) => {
      const sample = utcDate(addDays('2023-01-01', (weekStart + i) % 7)); // 2023-01-01: a Sunday
      return el(
        'th',
        { scope: 'col', abbr: long.format(sample) },
        short.format(sample).slice(0, 2),
      );
    });
    return el('tr', {}, ...cells);
  }

  function dayCell(date: string, focusDay: string | undefined): HTMLElement {
    const free = freeOn(date).length;
    const name = dateLabel.format(utcDate(date));
    const button = el(
      'button',
      {
        type: 'button',
        class: free ? 'day free' : 'day',
        'data-date': date,
        'aria-label': `${name}, ${free ? plural(free, 'free time', 'free times') : 'no free times'}`,
        'aria-pressed': free ? String(date === selected) : undefined,
        disabled: !free,
        tabindex: free ? (date === focusDay ? '0' : '-1') : undefined,
        'aria-current': date === todayIn(prefs.zone) ? 'date' : undefined,
      },
      String(Number(date.slice(8))),
    );
    return el('td', {}, button);
  }

  /** Six rows always, so the month keeps its height from one month to the next. */
  function renderMonth(): void {
    const first = `${month}-01`;
    label.textContent = monthLabel.format(utcDate(first));
    prev.disabled = !canGoPrev();
    next.disabled = !canGoNext();
    const lead = (utcDate(first).getUTCDay() - weekStart + 7) % 7;
    const count = daysIn(month);
    const focusDay =
      selected?.startsWith(month) && freeOn(selected).length ? selected : freeDays()[0];
    const rows = Array.from({ length: 6 }, (_, row) =>
      el(
        'tr',
        {},
        ...Array.from({ length: 7 }, (_, col) => {
          const day = row * 7 + col - lead + 1;
          if (day < 1 || day > count) return el('td');
          return dayCell(`${month}-${String(day).padStart(2, '0')}`, focusDay);
        }),
      ),
    );
    grid.replaceChildren(
      el(
        'table',
        { class: 'days', 'aria-labelledby': 'month-label' },
        el('thead', {}, weekdayHeader()),
        el('tbody', {}, ...rows),
      ),
    );
  }

  function clearTimes(): void {
    selected = null;
    heading.textContent = 'Pick a day';
    hint.textContent = 'Days with free times are in bold.';
    list.replaceChildren();
  }

  function renderTimes(): void {
    if (!selected) return;
    const format = formatters(prefs);
    const day = freeOn(selected);
    const labels = day.map((s) => format.time(s.start_utc));
    const zoneName = new Intl.DateTimeFormat('en', { timeZone: prefs.zone, timeZoneName: 'short' });
    heading.textContent = dateLabel.format(utcDate(selected));
    hint.textContent = `${plural(day.length, 'free time', 'free times')}, ${zoneText(prefs.zone)} time.`;
    list.replaceChildren(
      ...day.map((slot, i) => {
        const text = labels[i] ?? '';
        // The same wall-clock time twice (a fall-back night): tell them apart by zone name.
        const twice = labels.indexOf(text) !== labels.lastIndexOf(text);
        const abbreviation = twice
          ? ` ${zoneName.formatToParts(new Date(slot.start_utc)).find((p) => p.type === 'timeZoneName')?.value ?? ''}`
          : '';
        const seats =
          spots && typeof slot.remaining === 'number'
            ? el('span', { class: 'seats' }, plural(slot.remaining, 'seat left', 'seats left'))
            : null;
        const button = el(
          'button',
          { type: 'button', class: 'slot', 'data-start': slot.start_utc },
          el('span', {}, `${text}${abbreviation}`),
          seats,
        );
        button.addEventListener('click', () => onPick(slot));
        return el('li', {}, button);
      }),
    );
  }

  function selectDay(date: string): void {
    selected = date;
    grid.querySelectorAll('button.free').forEach((b) => {
      const mine = b.getAttribute('data-date') === date;
      b.setAttribute('aria-pressed', String(mine));
      b.setAttribute('tabindex', mine ? '0' : '-1');
    });
    renderTimes();
    alert.textContent = '';
    status.textContent = `${dateLabel.format(utcDate(date))}: ${plural(freeOn(date).length, 'free time', 'free times')}.`;
  }

  /** Arrow keys move between free days (one tab stop for the month), Home and End to its ends. */
  function moveFocus(event: KeyboardEvent): void {
    const days = [...grid.querySelectorAll<HTMLButtonElement>('button.free')];
    const at = days.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const current = days[at]?.dataset.date ?? '';
    const moves: Record<string, () => HTMLButtonElement | undefined> = {
      ArrowLeft: () => days[at - 1],
      ArrowRight: () => days[at + 1],
      ArrowUp: () => days.findLast((b) => (b.dataset.date ?? '') <= addDays(current, -7)),
      ArrowDown: () => days.find((b) => (b.dataset.date ?? '') >= addDays(current, 7)),
      Home: () => days[0],
      End: () => days[days.length - 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move();
    if (!target) return;
    days.forEach((b) => b.setAttribute('tabindex', b === target ? '0' : '-1'));
    target.focus();
  }

  grid.addEventListener('click', (event) => {
    const target = (event.target as HTMLElement).closest<HTMLButtonElement>('button.free');
    const date = target?.dataset.date;
    if (!date) return;
    selectDay(date);
    // A tap on a phone brings the times into view; keyboard users keep their place.
    if (event.detail > 0) {
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    }
  });
  grid.addEventListener('keydown', moveFocus);
  prev.addEventListener('click', () => {
    month = addMonths(month, -1);
    void load();
  });
  next.addEventListener('click', () => {
    month = addMonths(month, 1);
    void load();
  });

  return {
    /** The first month with free times, at most two months ahead. */
    start: () => load(2),
    /** Another zone or duration: the month again, from the server. */
    reload: () => {
      const today = todayIn(prefs.zone).slice(0, 7);
      if (month < today) month = today;
      return load();
    },
    /** Another clock: the same times, written again. */
    redraw: () => renderTimes(),
    /** After a conflict: forget what was fetched and ask again. */
    refresh: () => {
      cache.clear();
      return load();
    },
    warn: (message: string) => {
      alert.textContent = message;
    },
    focusTimes: () => heading.focus(),
    focusSlot: (startUtc: string) => {
      const button = list.querySelector<HTMLElement>(
        `button[data-start="${CSS.escape(startUtc)}"]`,
      );
      (button ?? heading).focus();
    },
  };
}

type Picker = ReturnType<typeof createPicker>;

// ---- the booking form ----

/** Error keys of the API whose field has another id on the form. */
const ERROR_IDS: Record<string, string> = {
  phone_number: 'phone',
  location_type: 'location_description',
};

/** Shows the API's field errors next to their fields; returns the first field to focus. */
function showFieldErrors(
  form: HTMLFormElement,
  errors: Record<string, Record<string, string>>,
): HTMLElement | null {
  form.querySelectorAll<HTMLElement>('.field-error').forEach((p) => {
    p.textContent = '';
    p.hidden = true;
  });
  form.querySelectorAll('[aria-invalid]').forEach((c) => c.removeAttribute('aria-invalid'));
  let first: HTMLElement | null = null;
  for (const [field, rules] of Object.entries(errors)) {
    const name = field.replace(/^custom_fields\./, '');
    const id = `f-${ERROR_IDS[name] ?? name}`;
    const line = document.getElementById(`${id}-error`);
    if (!line) continue;
    line.textContent = Object.values(rules).join(' ');
    line.hidden = false;
    const control =
      document.getElementById(id) ??
      line.closest('.field')?.querySelector<HTMLElement>('input, select, textarea') ??
      form.querySelector<HTMLElement>('[data-location-input]:not([hidden]) input');
    control?.setAttribute('aria-invalid', 'true');
    first ??= control;
  }
  return first;
}

type CustomAnswer = string | boolean | string[];

/** The answer of one custom field, by how it is asked (`data-type`). */
function customAnswer(wrapper: HTMLElement): CustomAnswer {
  const type = wrapper.dataset.type;
  const inputs = [...wrapper.querySelectorAll('input')];
  const select = wrapper.querySelector('select');
  if (type === 'flag') return inputs[0]?.checked ?? false;
  if (type === 'list') {
    return select
      ? [...select.selectedOptions].map((o) => o.value)
      : inputs.filter((i) => i.checked).map((i) => i.value);
  }
  if (select) return select.value;
  if (inputs.some((i) => i.type === 'radio')) return inputs.find((i) => i.checked)?.value ?? '';
  return (
    wrapper
      .querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')
      ?.value.trim() ?? ''
  );
}

function chosenLocation(form: HTMLFormElement): string {
  const chosen = form.querySelector<HTMLInputElement>(
    'input[name="location_type"]:checked, input[name="location_type"][type="hidden"]',
  );
  return chosen?.value ?? '';
}

/** Shows the address or phone input the chosen location needs, and only that one. */
function syncLocationInputs(form: HTMLFormElement): void {
  const type = chosenLocation(form);
  form.querySelectorAll<HTMLElement>('[data-location-input]').forEach((wrapper) => {
    const shown = wrapper.dataset.locationInput === type;
    wrapper.hidden = !shown;
    const input = wrapper.querySelector('input');
    if (input) input.required = shown;
  });
}

/** The public booking body from the form. */
function bookingBody(form: HTMLFormElement, base: Record<string, unknown>) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const body: Record<string, unknown> = { ...base, name: text('name'), email: text('email') };
  if (text('message')) body.message = text('message');
  if (text('phone_number')) body.phone_number = text('phone_number');
  const guests = text('guests')
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (guests.length) body.guests = guests;
  const where = chosenLocation(form);
  if (where) body.location_type = where;
  const input = form.querySelector<HTMLInputElement>('[data-location-input]:not([hidden]) input');
  if (input?.value.trim()) body.location_description = input.value.trim();
  const custom: Record<string, CustomAnswer> = {};
  form.querySelectorAll<HTMLElement>('[data-custom]').forEach((wrapper) => {
    const value = customAnswer(wrapper);
    if (value !== '' && !(Array.isArray(value) && value.length === 0)) {
      custom[wrapper.dataset.custom ?? ''] = value;
    }
  });
  if (Object.keys(custom).length) body.custom_fields = custom;
  return body;
}

const LOCATION_LABELS: Record<string, string> = {
  in_person_guest: 'In person, at your address',
  in_person_organizer: 'In person',
  phone_guest: 'Phone call: the host calls you',
  phone_organizer: 'Phone call: you call the host',
  online_meeting: 'Online meeting',
  custom: 'Custom location',
};

/** Where the meeting is: the option's label, the address or phone, and the meeting link. */
function whereNode(place: Place | null): HTMLElement | null {
  if (!place?.type) return null;
  const label = place.title || LOCATION_LABELS[place.type] || place.type;
  const node = el('span', {}, [label, place.description].filter(Boolean).join(' · '));
  const link = place.online_platform_link ?? '';
  if (/^https?:\/\//i.test(link)) {
    node.append(el('br'), el('a', { href: link, rel: 'noopener noreferrer' }, link));
  }
  return node;
}

// ---- the booking page ----

function bookingFlow(config: EventConfig): void {
  const pick = $('step-pick');
  const formStep = $('step-form');
  const form = $('booking-form') as HTMLFormElement;
  const formAlert = $('form-alert');
  const submit = $('submit-booking') as HTMLButtonElement;
  let chosen: Slot | null = null;
  let duration = config.duration;
  let lastBody = '';
  let key = randomKey();

  const prefs = createPrefs(config.lockedZone, (what) =>
    what === 'zone' ? void picker.reload() : picker.redraw(),
  );
  const picker = createPicker({
    eventHash: config.hash,
    prefs,
    duration: () => (config.durations.length > 1 ? duration : null),
    spots: config.spots,
    onPick: showForm,
  });

  document.querySelectorAll<HTMLInputElement>('input[name="duration"]').forEach((input) =>
    input.addEventListener('change', () => {
      duration = Number(input.value);
      const price = config.durations.find((d) => d.minutes === duration)?.price;
      const shown = document.getElementById('form-price');
      if (shown && price) shown.textContent = price;
      void picker.reload();
    }),
  );

  function showForm(slot: Slot): void {
    chosen = slot;
    const when = formatters(prefs).when(slot.start_utc, slot.end_utc);
    $('chosen-time').textContent = `${when} (${zoneText(prefs.zone)})`;
    formAlert.textContent = '';
    pick.hidden = true;
    formStep.hidden = false;
    $('form-heading').focus();
  }

  function backToTimes(): void {
    formStep.hidden = true;
    pick.hidden = false;
    if (chosen) picker.focusSlot(chosen.start_utc);
  }

  $('back-to-times').addEventListener('click', backToTimes);
  form.addEventListener('change', () => syncLocationInputs(form));
  syncLocationInputs(form);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  async function send(): Promise<void> {
    if (!chosen || submit.disabled) return;
    const body = bookingBody(form, {
      timezone: prefs.zone,
      start_utc: chosen.start_utc,
      source_url: location.href,
      ...(config.durations.length > 1 ? { duration } : {}),
    });
    // The same request keeps its key, so a double submit or a retry books once.
    if (JSON.stringify(body) !== lastBody) key = randomKey();
    lastBody = JSON.stringify(body);
    submit.disabled = true;
    submit.setAttribute('aria-busy', 'true');
    formAlert.textContent = '';
    const post = () =>
      api<Saved>('POST', `/events/${config.hash}/bookings`, body, { 'Idempotency-Key': key });
    let res = await post();
    if (!res.ok && res.status === 0) res = await post();
    submit.disabled = false;
    submit.removeAttribute('aria-busy');
    if (res.ok) return showDone(res.data);
    if (res.code === 'slot_unavailable') {
      formStep.hidden = true;
      pick.hidden = false;
      await picker.refresh();
      picker.warn(TAKEN);
      picker.focusTimes();
      return;
    }
    const first = showFieldErrors(form, res.errors);
    formAlert.textContent = first ? `${res.message} Please check the marked fields.` : res.message;
    (first ?? formAlert).focus();
  }

  function showDone(answer: Saved): void {
    const { booking } = answer;
    const when = formatters(prefs).when(booking.start_time_iso, booking.end_time_iso);
    const name = [booking.first_name, booking.last_name].filter(Boolean).join(' ');
    $('done-heading').textContent =
      booking.status === 'pending' ? 'Your booking is requested' : 'You are booked';
    $('done-message').textContent = answer.message;
    const rows: [string, Child][] = [
      ['What', booking.event_title],
      ['When', `${when} (${zoneText(prefs.zone)})`],
      ['Where', whereNode(booking.location_details)],
      ['Host', booking.author?.name],
      ['Guest', `${name} <${booking.email}>`],
    ];
    $('done-summary').replaceChildren(
      ...rows
        .filter(([, value]) => value)
        .map(([term, value]) => el('div', {}, el('dt', {}, term), el('dd', {}, value))),
    );
    const payment = answer.payment;
    $('done-payment').replaceChildren(
      payment?.instructions
        ? el(
            'p',
            { class: 'note' },
            `To pay: ${payment.amount_due_text} by ${payment.method_title}. ${payment.instructions}`,
          )
        : '',
    );
    ($('done-manage') as HTMLAnchorElement).href = `/booking/${answer.booking_hash}`;
    ($('done-ics') as HTMLAnchorElement).href = `${API}/bookings/${answer.booking_hash}/ics`;
    pick.hidden = true;
    formStep.hidden = true;
    $('step-done').hidden = false;
    $('done-heading').focus();
  }

  void picker.start();
}

// ---- the guest's booking ----

function manageBooking(config: BookingConfig): void {
  const when = document.getElementById('booking-when');
  const status = $('manage-status');
  const alert = $('manage-alert');
  let chosen: Slot | null = null;
  let picker: Picker | null = null;

  const prefs = createPrefs(null, (what) => {
    renderWhen();
    if (what === 'zone') void picker?.reload();
    else picker?.redraw();
  });

  function renderWhen(): void {
    if (!when) return;
    when.textContent = formatters(prefs).when(when.dataset.start ?? '', when.dataset.end ?? '');
    $('booking-zone').textContent = `(${zoneText(prefs.zone)})`;
  }
  renderWhen();

  const opener = (id: string) => document.querySelector<HTMLElement>(`[aria-controls="${id}"]`);

  function toggle(id: string, open: boolean): void {
    const panel = document.getElementById(id);
    if (!panel) return;
    panel.hidden = !open;
    opener(id)?.setAttribute('aria-expanded', String(open));
    if (open) panel.querySelector('h2')?.focus();
  }

  function openCancel(): void {
    toggle('reschedule-panel', false);
    toggle('cancel-panel', true);
  }

  function openReschedule(): void {
    toggle('cancel-panel', false);
    toggle('reschedule-panel', true);
    if (picker) return;
    picker = createPicker({
      eventHash: config.eventHash,
      prefs,
      duration: () => config.duration,
      spots: false,
      onPick: (slot) => {
        chosen = slot;
        const text = formatters(prefs).when(slot.start_utc, slot.end_utc);
        $('reschedule-form').hidden = false;
        $('new-time').textContent = `New time: ${text} (${zoneText(prefs.zone)})`;
        $('new-time').focus();
      },
    });
    void picker.start();
  }

  document.getElementById('open-cancel')?.addEventListener('click', openCancel);
  document.getElementById('open-reschedule')?.addEventListener('click', openReschedule);
  document.querySelectorAll<HTMLElement>('[data-close]').forEach((button) =>
    button.addEventListener('click', () => {
      const id = button.dataset.close ?? '';
      toggle(id, false);
      opener(id)?.focus();
    }),
  );
  document.getElementById('change-new-time')?.addEventListener('click', () => {
    $('reschedule-form').hidden = true;
    if (chosen) picker?.focusSlot(chosen.start_utc);
  });

  function updated(booking: Booking, message: string): void {
    const badge = $('booking-status');
    badge.textContent = booking.booking_status_text;
    badge.className = `badge badge-${booking.status}`;
    if (when) {
      when.dataset.start = booking.start_time_iso;
      when.dataset.end = booking.end_time_iso;
    }
    renderWhen();
    toggle('cancel-panel', false);
    toggle('reschedule-panel', false);
    if (booking.status === 'cancelled') {
      document.getElementById('open-cancel')?.remove();
      document.getElementById('open-reschedule')?.remove();
    }
    alert.textContent = '';
    status.textContent = message;
    status.focus();
  }

  async function cancel(): Promise<void> {
    const reason = ($('cancel-reason') as HTMLTextAreaElement).value.trim();
    const res = await api<{ booking: Booking }>('POST', `/bookings/${config.hash}/cancel`, {
      ...(reason ? { cancellation_reason: reason } : {}),
    });
    if (res.ok) updated(res.data.booking, 'Your booking has been cancelled.');
    else alert.textContent = res.message;
  }

  async function reschedule(slot: Slot): Promise<void> {
    const reason = ($('reschedule-reason') as HTMLTextAreaElement).value.trim();
    const res = await api<Saved>('POST', `/bookings/${config.hash}/reschedule`, {
      start_utc: slot.start_utc,
      timezone: prefs.zone,
      ...(reason ? { rescheduling_reason: reason } : {}),
    });
    if (res.ok) {
      $('reschedule-form').hidden = true;
      const b = res.data.booking;
      const text = formatters(prefs).when(b.start_time_iso, b.end_time_iso);
      updated(b, `Your booking has been moved to ${text}.`);
    } else if (res.code === 'slot_unavailable') {
      $('reschedule-form').hidden = true;
      await picker?.refresh();
      picker?.warn(TAKEN);
      picker?.focusTimes();
    } else {
      alert.textContent = res.message;
    }
  }

  document.getElementById('cancel-form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    void cancel();
  });
  document.getElementById('reschedule-form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (chosen) void reschedule(chosen);
  });

  const wanted = new URLSearchParams(location.search).get('type');
  if (wanted === 'cancel' && document.getElementById('open-cancel')) openCancel();
  if (wanted === 'reschedule' && document.getElementById('open-reschedule')) openReschedule();
}

// ---- start ----

const { page, config } = document.body.dataset;
const settings: unknown = JSON.parse(config ?? '{}');
if (page === 'event') bookingFlow(settings as EventConfig);
if (page === 'booking') manageBooking(settings as BookingConfig);

export {};
