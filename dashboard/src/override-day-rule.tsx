/** The rule of one day chosen on the month grid: the weekly hours, unavailable, or custom hours. */
import type { Overrides, Weekly, Window } from './weekly-editor';
import { useSession } from './ui';
import { longDay, isUnavailable, describeWindows, weeklyOf, dayState } from './override-days';

export function DayRule({
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
  const { formats } = useSession();
  const title = longDay(date, formats);
  const headingId = `day-rule-${date}`;
  return (
    <div class="card day-rule" role="group" aria-labelledby={headingId}>
      <h4 id={headingId}>{title}</h4>
      {readOnly ? (
        <p>{dayState(value, weekly, date, formats)}</p>
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
              Weekly hours ({hours ? describeWindows(hours, formats) : 'none on this weekday'})
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
