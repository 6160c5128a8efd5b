/**
 * Date overrides picked on a month grid: one button per day (the WAI-ARIA date-grid pattern:
 * one tab stop, arrow keys move by day and week, Home/End to the week's ends, Page Up/Down by
 * month), and the chosen day's rule below it: the weekly hours, unavailable, or custom hours.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { addDays, formatMonth, todayIn } from './time';
import { useSession } from './ui';
import { DAYS, type Overrides, type Weekly } from './weekly-editor';

import { DayRule } from './override-day-rule';
import {
  longDay,
  weekdayIndex,
  monthOf,
  addMonths,
  weeksOf,
  isUnavailable,
  weeklyOf,
  dayState,
} from './override-days';

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
  const { formats } = useSession();
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
          {formatMonth(month)}
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
                      aria-label={`${longDay(date, formats)}${date === today ? ' (today)' : ''}: ${dayState(value, weekly, date, formats)}`}
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
                {longDay(date, formats)}:{' '}
                {dayState(value, weekly, date, formats).replace('override: ', '')}
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
