/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** The picker: a month of free days and the free times of one day. */
import {
  addDays,
  addMonths,
  dateLabel,
  daysIn,
  formatters,
  monthLabel,
  todayIn,
  utcDate,
} from './dates.js';
import { $, api, el, plural, zoneText } from './dom.js';
import { firstWeekday } from './prefs.js';
import type { Prefs } from './prefs.js';
import type { Answer, Slot, SlotAnswer } from './types.js';

// ---- the picker: a month of free days and the free times of one day ----

export interface PickerOptions {
  eventHash: string;
  prefs: Prefs;
  duration: () => number | null;
  spots: boolean;
  onPick: (slot: Slot) => void;
}

export function createPicker({ eventHash, prefs, duration, spots, onPick }: PickerOptions) {
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

  /** Shows `month`, skipping up to `advance` empty months; if all are empty, `from` again. */
  async function load(advance = 0, from = month): Promise<void> {
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
      return load(advance - 1, from);
    }
    const searched = month !== from;
    if (res.ok && days === 0 && searched) {
      month = from;
      return load(0, from).then(() => {
        status.textContent = `No free times in the coming months.`;
      });
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

export type Picker = ReturnType<typeof createPicker>;
