/** Weekly hours (several intervals a day, copy a day to the others) and date overrides. */
import { useState } from 'preact/hooks';
import type { Answer } from './api/types';
import { formatDate, zoneNames } from './time';
import { useSession } from './ui';

export const DAYS = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
] as const;
type Schedule = Answer<'/api/v2/availability'>['availabilities']['data'][number];
export type Weekly = Schedule['weekly_schedules'];
export type Overrides = Schedule['date_overrides'];
export type Day = keyof Weekly;
export type Window = Weekly[Day]['slots'][number];

export function WeeklyEditor({
  value,
  onChange,
  disabled,
}: {
  value: Weekly;
  onChange: (v: Weekly) => void;
  disabled?: boolean;
}) {
  const set = (day: Day, patch: Partial<Weekly[Day]>) =>
    onChange({ ...value, [day]: { ...value[day], ...patch } });
  return (
    <fieldset class="weekly" disabled={disabled}>
      <legend>Weekly hours</legend>
      {DAYS.map(([day, label]) => {
        const d = value[day] ?? { enabled: false, slots: [] };
        return (
          <div class="day" key={day} data-day={day}>
            <label class="check">
              <input
                type="checkbox"
                checked={d.enabled}
                onChange={(e) =>
                  set(day, {
                    enabled: e.currentTarget.checked,
                    slots:
                      e.currentTarget.checked && d.slots.length === 0
                        ? [{ start: '09:00', end: '17:00' }]
                        : d.slots,
                  })
                }
              />
              {label}
            </label>
            <div class="windows">
              {!d.enabled && <span class="muted">Unavailable</span>}
              {d.enabled &&
                d.slots.map((w, i) => (
                  <WindowInputs
                    key={i}
                    label={`${label}, interval ${i + 1}`}
                    value={w}
                    onChange={(next) =>
                      set(day, { slots: d.slots.map((x, j) => (j === i ? next : x)) })
                    }
                    onRemove={() =>
                      set(day, {
                        slots: d.slots.filter((_, j) => j !== i),
                        enabled: d.slots.length > 1,
                      })
                    }
                  />
                ))}
              {d.enabled && (
                <div class="row">
                  <button
                    type="button"
                    onClick={() => set(day, { slots: [...d.slots, nextWindow(d.slots)] })}
                    aria-label={`Add an interval on ${label}`}
                  >
                    Add interval
                  </button>
                  <button
                    type="button"
                    aria-label={`Copy ${label}'s hours to the other enabled days`}
                    onClick={() =>
                      onChange(
                        Object.fromEntries(
                          DAYS.map(([other]) => [
                            other,
                            other === day || value[other]?.enabled
                              ? { enabled: true, slots: d.slots.map((s) => ({ ...s })) }
                              : value[other],
                          ]),
                        ) as Weekly,
                      )
                    }
                  >
                    Copy to enabled days
                  </button>
                </div>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

function nextWindow(slots: Window[]): Window {
  const last = slots[slots.length - 1];
  if (!last || last.end >= '22:00') return { start: '09:00', end: '17:00' };
  const [h, m] = last.end.split(':').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start: `${pad(h + 1)}:${pad(m)}`, end: `${pad(Math.min(h + 2, 23))}:${pad(m)}` };
}

function WindowInputs({
  label,
  value,
  onChange,
  onRemove,
}: {
  label: string;
  value: Window;
  onChange: (w: Window) => void;
  onRemove: () => void;
}) {
  return (
    <div class="window" role="group" aria-label={label}>
      <input
        type="time"
        aria-label={`${label} starts`}
        value={value.start}
        onInput={(e) => onChange({ ...value, start: e.currentTarget.value })}
      />
      <span aria-hidden="true">–</span>
      <input
        type="time"
        aria-label={`${label} ends`}
        value={value.end}
        onInput={(e) => onChange({ ...value, end: e.currentTarget.value })}
      />
      <button type="button" class="link" onClick={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </button>
    </div>
  );
}

export function OverridesEditor({
  value,
  onChange,
  disabled,
}: {
  value: Overrides;
  onChange: (v: Overrides) => void;
  disabled?: boolean;
}) {
  const { formats } = useSession();
  const [date, setDate] = useState('');
  const dates = Object.keys(value).sort();
  return (
    <fieldset class="overrides" disabled={disabled}>
      <legend>Date overrides</legend>
      {dates.length === 0 && (
        <p class="muted">No date overrides: every date follows the weekly hours.</p>
      )}
      {dates.map((d) => {
        const windows = value[d] ?? [];
        return (
          <div class="day" key={d} data-date={d}>
            <strong>{formatDate(d, formats)}</strong>
            <div class="windows">
              {windows.length === 0 && <span class="muted">Unavailable all day</span>}
              {windows.map((w, i) => (
                <WindowInputs
                  key={i}
                  label={`${d}, interval ${i + 1}`}
                  value={w}
                  onChange={(next) =>
                    onChange({ ...value, [d]: windows.map((x, j) => (j === i ? next : x)) })
                  }
                  onRemove={() => onChange({ ...value, [d]: windows.filter((_, j) => j !== i) })}
                />
              ))}
              <div class="row">
                <button
                  type="button"
                  onClick={() => onChange({ ...value, [d]: [...windows, nextWindow(windows)] })}
                  aria-label={`Add an interval on ${d}`}
                >
                  Add interval
                </button>
                <button
                  type="button"
                  class="link"
                  aria-label={`Remove the override of ${d}`}
                  onClick={() =>
                    onChange(Object.fromEntries(Object.entries(value).filter(([k]) => k !== d)))
                  }
                >
                  Remove override
                </button>
              </div>
            </div>
          </div>
        );
      })}
      <div class="row">
        <label>
          Date
          <input
            type="date"
            name="override-date"
            value={date}
            onInput={(e) => setDate(e.currentTarget.value)}
          />
        </label>
        <button
          type="button"
          disabled={!date || date in value}
          onClick={() => {
            onChange({ ...value, [date]: [{ start: '09:00', end: '17:00' }] });
            setDate('');
          }}
        >
          Add override
        </button>
      </div>
    </fieldset>
  );
}

export function ZoneSelect({
  value,
  onChange,
  label = 'Time zone',
}: {
  value: string;
  onChange: (zone: string) => void;
  label?: string;
}) {
  const zones = zoneNames();
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {!zones.includes(value) && <option value={value}>{value}</option>}
        {zones.map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </select>
    </label>
  );
}

export function emptyWeekly(): Weekly {
  const off = () => ({ enabled: false, slots: [] });
  return { mon: off(), tue: off(), wed: off(), thu: off(), fri: off(), sat: off(), sun: off() };
}
