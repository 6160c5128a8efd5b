/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** The guest's preferences (time zone and 12/24-hour clock), remembered in the browser. */
import { el, zoneText } from './dom.js';

// ---- preferences: time zone and clock, remembered ----

export const store = {
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

export function validZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function detectedZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return validZone(zone) ? zone : 'UTC';
}

export type HourCycle = 'h12' | 'h23';

export function defaultHourCycle(): HourCycle {
  const cycle = new Intl.DateTimeFormat(navigator.language, { hour: 'numeric' }).resolvedOptions()
    .hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? 'h12' : 'h23';
}

/** 0 = Sunday ... 6 = Saturday, from the browser's locale (Monday when unknown). */
export function firstWeekday(): number {
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

export function offsetOf(zone: string, at: Date): string {
  return (
    new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  );
}

export interface Prefs {
  zone: string;
  hourCycle: HourCycle;
}

/** The zone select and the 12/24-hour buttons; either may be absent (a cancelled booking). */
export function createPrefs(
  locked: string | null,
  onChange: (what: 'zone' | 'clock') => void,
): Prefs {
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
