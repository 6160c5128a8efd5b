/**
 * Date overrides picked on a month grid: one button per day (the WAI-ARIA date-grid pattern:
 * one tab stop, arrow keys move by day and week, Home/End to the week's ends, Page Up/Down by
 * month), and the chosen day's rule below it: the weekly hours, unavailable, or custom hours.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { addDays, todayIn } from './time';
import { DAYS, type Overrides, type Weekly, type Window } from './weekly-editor';

const MONTHS = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const at = (date: string) => new Date(`${date}T00:00:00Z`);
/** Monday 0 … Sunday 6. */
const weekdayIndex = (date: string) => (at(date).getUTCDay() + 6) % 7;
const monthOf = (date: string) => date.slice(0, 7);

function addMonths(date: string, months: number): string {
  const d = at(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

/** The weeks (Monday first) that show the month of `date`. */
function weeksOf(date: string): string[][] {
  const first = `${monthOf(date)}-01`;
  let day = addDays(first, -weekdayIndex(first));
  const weeks: string[][] = [];
  do {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
    day = addDays(day, 7);
  } while (monthOf(day) === monthOf(date));
  return weeks;
}

/** FluentBooking's "unavailable all day": no window, or the single 00:00-00:00 marker. */
function isUnavailable(windows: Window[]): boolean {
  return (
    windows.length === 0 ||
    (windows.length === 1 && windows[0]?.start === '00:00' && windows[0]?.end === '00:00')
  );
}

const describeWindows = (windows: Window[]) => windows.map((w) => `${w.start}–${w.end}`).join(', ');

function weeklyOf(weekly: Weekly, date: string): Window[] | null {
  const day = weekly[DAYS[weekdayIndex(date)]![0]];
  return day?.enabled && day.slots.length > 0 ? day.slots : null;
}

/** What a day's button says after its date: its override, or the weekly hours it follows. */
function dayState(value: Overrides, weekly: Weekly, date: string): string {
  const override = Object.hasOwn(value, date) ? value[date] : undefined;
  if (override) {
    return isUnavailable(override)
      ? 'override: unavailable all day'
      : `override: ${describeWindows(override)}`;
  }
  const hours = weeklyOf(weekly, date);
  return hours ? `weekly hours ${describeWindows(hours)}` : 'weekly hours: unavailable';
}

export function OverrideCalendar({
  value,
  onChange,
  weekly,
  zone,
  readOnly,
}: {
  value: Overrides;
  onChange: (v: Overrides) => void;
  weekly: Weekly;
  /** The schedule's zone, which the hours are in. */
  zone: string;
  readOnly: boolean;
}) {
  const today = todayIn(zone);
  const [focused, setFocused] = useState(today);
  const [selected, setSelected] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  const month = monthOf(focused);
  const dates = Object.keys(value).sort();

  useLayoutEffect(() => {
    if (!moved) return;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, moved]);

  const moveTo = (date: string) => {
    setMoved(true);
    setFocused(date);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekdayIndex(focused)),
      End: () => addDays(focused, 6 - weekdayIndex(focused)),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
    };
    const step = steps[e.key];
    if (!step) return;
    e.preventDefault();
    moveTo(step());
  };

  const captionId = 'override-month';
  return (
    <div class="override-calendar">
      <h3>Date overrides</h3>
      <p class="muted">
        Choose a day to give it other hours than the weekly ones, or none. Arrow keys move between
        days, Page Up and Page Down between months. Hours are in {zone}.
      </p>
      <div class="row spread month-nav">
        <button
          type="button"
          onClick={() => {
            setMoved(false);
            setFocused(addMonths(focused, -1));
          }}
        >
          <span aria-hidden="true">‹ </span>Previous month
        </button>
        <strong id={captionId} aria-live="polite">
          {MONTHS.format(at(`${month}-01`))}
        </strong>
        <button
          type="button"
          onClick={() => {
            setMoved(false);
            setFocused(addMonths(focused, 1));
          }}
        >
          Next month<span aria-hidden="true"> ›</span>
        </button>
      </div>
      <table class="month-grid" role="grid" aria-labelledby={captionId} ref={grid}>
        <thead>
          <tr>
            {DAYS.map(([key, label]) => (
              <th key={key} scope="col">
                <span aria-hidden="true">{label.slice(0, 3)}</span>
                <span class="sr-only">{label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const override = Object.hasOwn(value, date) ? value[date] : undefined;
                const kind = override
                  ? isUnavailable(override)
                    ? 'override-off'
                    : 'override-custom'
                  : weeklyOf(weekly, date)
                    ? 'weekly-on'
                    : 'weekly-off';
                const classes = [
                  kind,
                  monthOf(date) !== month ? 'other-month' : '',
                  date === today ? 'today' : '',
                  date < today ? 'past' : '',
                ].join(' ');
                return (
                  <td key={date} role="gridcell" aria-selected={selected === date}>
                    <button
                      type="button"
                      class={classes}
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={`${LONG_DAY.format(at(date))}${date === today ? ' (today)' : ''}: ${dayState(value, weekly, date)}`}
                      onKeyDown={onKeyDown}
                      onClick={() => {
                        setFocused(date);
                        setSelected(date);
                      }}
                    >
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      {override && (
                        <span class="mark" aria-hidden="true">
                          {isUnavailable(override) ? 'off' : 'custom'}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="legend muted" aria-hidden="true">
        <span class="key weekly-on" /> weekly hours <span class="key weekly-off" /> no hours{' '}
        <span class="key override-custom" /> custom hours <span class="key override-off" />{' '}
        unavailable
      </p>
      {selected && (
        <DayRule
          key={selected}
          date={selected}
          value={value}
          weekly={weekly}
          readOnly={readOnly}
          onChange={onChange}
          close={() => {
            setSelected(null);
            moveTo(selected);
          }}
        />
      )}
      {dates.length === 0 ? (
        <p class="muted">No date overrides: every date follows the weekly hours.</p>
      ) : (
        <ul class="list overrides-list" aria-label="Date overrides">
          {dates.map((date) => (
            <li key={date} class="row spread">
              <span>
                {LONG_DAY.format(at(date))}:{' '}
                {dayState(value, weekly, date).replace('override: ', '')}
              </span>
              <button
                type="button"
                class="link"
                onClick={() => {
                  setFocused(date);
                  setSelected(date);
                }}
              >
                {readOnly ? 'Show' : 'Change'}
                <span class="sr-only"> {date}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DayRule({
  date,
  value,
  weekly,
  readOnly,
  onChange,
  close,
}: {
  date: string;
  value: Overrides;
  weekly: Weekly;
  readOnly: boolean;
  onChange: (v: Overrides) => void;
  close: () => void;
}) {
  const override = Object.hasOwn(value, date) ? value[date] : undefined;
  const rule = !override ? 'weekly' : isUnavailable(override) ? 'off' : 'custom';
  const windows = override && !isUnavailable(override) ? override : [];
  const hours = weeklyOf(weekly, date);
  const set = (next: Window[] | null) => {
    const rest = Object.fromEntries(Object.entries(value).filter(([d]) => d !== date));
    onChange(next === null ? rest : { ...rest, [date]: next });
  };
  const title = LONG_DAY.format(at(date));
  const headingId = `day-rule-${date}`;
  return (
    <div class="card day-rule" role="group" aria-labelledby={headingId}>
      <h4 id={headingId}>{title}</h4>
      {readOnly ? (
        <p>{dayState(value, weekly, date)}</p>
      ) : (
        <>
          <fieldset>
            <legend class="sr-only">Hours on {title}</legend>
            <label class="check">
              <input
                type="radio"
                name={`rule-${date}`}
                checked={rule === 'weekly'}
                onChange={() => set(null)}
              />
              Weekly hours ({hours ? describeWindows(hours) : 'none on this weekday'})
            </label>
            <label class="check">
              <input
                type="radio"
                name={`rule-${date}`}
                checked={rule === 'off'}
                onChange={() => set([])}
              />
              Unavailable all day
            </label>
            <label class="check">
              <input
                type="radio"
                name={`rule-${date}`}
                checked={rule === 'custom'}
                onChange={() => set(hours ? hours.map((w) => ({ ...w })) : [DEFAULT_WINDOW])}
              />
              Custom hours
            </label>
          </fieldset>
          {rule === 'custom' && (
            <div class="windows">
              {windows.map((w, i) => (
                <div class="window" role="group" aria-label={`Override interval ${i + 1}`} key={i}>
                  <input
                    type="time"
                    aria-label={`Override interval ${i + 1} starts`}
                    value={w.start}
                    onInput={(e) =>
                      set(
                        windows.map((x, j) =>
                          j === i ? { ...x, start: e.currentTarget.value } : x,
                        ),
                      )
                    }
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    aria-label={`Override interval ${i + 1} ends`}
                    value={w.end}
                    onInput={(e) =>
                      set(
                        windows.map((x, j) => (j === i ? { ...x, end: e.currentTarget.value } : x)),
                      )
                    }
                  />
                  {windows.length > 1 && (
                    <button
                      type="button"
                      class="link"
                      onClick={() => set(windows.filter((_, j) => j !== i))}
                    >
                      Remove<span class="sr-only"> interval {i + 1}</span>
                    </button>
                  )}
                </div>
              ))}
              <div class="row">
                <button type="button" onClick={() => set([...windows, nextWindow(windows)])}>
                  Add an interval
                </button>
              </div>
            </div>
          )}
          <p class="muted">Saved with the schedule.</p>
        </>
      )}
      <div class="row">
        <button type="button" onClick={close}>
          Back to the calendar
        </button>
      </div>
    </div>
  );
}

const DEFAULT_WINDOW: Window = { start: '09:00', end: '17:00' };

function nextWindow(windows: Window[]): Window {
  const last = windows[windows.length - 1];
  if (!last || last.end >= '22:00') return { ...DEFAULT_WINDOW };
  const [h, m] = last.end.split(':').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start: `${pad(h + 1)}:${pad(m)}`, end: `${pad(Math.min(h + 2, 23))}:${pad(m)}` };
}
