/**
 * An event type's booking limits: how many bookings, and how many minutes of bookings, per day,
 * week and month (the periods the API has); and a time zone the booking page is locked to.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Answer } from '../api/types';
import { Loaded, SaveBar, useAction, useLoad, useSession } from '../ui';
import { ZoneSelect } from '../weekly-editor';
import type { TabProps } from './event-main';

const UNITS = [
  { key: 'per_day', label: 'day' },
  { key: 'per_week', label: 'week' },
  { key: 'per_month', label: 'month' },
] as const;
type LimitSetting =
  Answer<'/api/v2/calendars/{id}/events/{event_id}/limits'>['settings']['booking_frequency'];
type Unit = LimitSetting['limits'][number]['unit'];
type ByUnit = Record<Unit, number>;

const byUnit = (l: LimitSetting): ByUnit => {
  const out: ByUnit = { per_day: 0, per_week: 0, per_month: 0 };
  for (const { unit, value } of l.limits) out[unit] = value;
  return out;
};
const toLimits = (enabled: boolean, values: ByUnit): LimitSetting => ({
  enabled,
  limits: UNITS.filter((u) => values[u.key] > 0).map((u) => ({
    unit: u.key,
    value: values[u.key],
  })),
});

export function Limits({ path }: TabProps) {
  const [load, reload] = useLoad(
    () => must(api.GET('/api/v2/calendars/{id}/events/{event_id}/limits', { params: { path } })),
    [path.id, path.event_id],
  );
  return (
    <Loaded load={load} what="the limits" retry={reload}>
      {(data) => <LimitsForm path={path} settings={data.settings} saved={reload} />}
    </Loaded>
  );
}

function LimitGroup({
  legend,
  what,
  enabled,
  values,
  onChange,
}: {
  legend: string;
  what: string;
  enabled: boolean;
  values: ByUnit;
  onChange: (enabled: boolean, values: ByUnit) => void;
}) {
  return (
    <fieldset class="weekly">
      <legend>{legend}</legend>
      <label class="check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => onChange(e.currentTarget.checked, values)}
        />
        {`Limit ${what}`}
      </label>
      <div class="row">
        {UNITS.map((u) => (
          <label key={u.key}>
            {`${what[0]!.toUpperCase()}${what.slice(1)} per ${u.label} (0: no limit)`}
            <input
              type="number"
              min={0}
              max={100000}
              disabled={!enabled}
              value={values[u.key]}
              onInput={(e) =>
                onChange(enabled, { ...values, [u.key]: Number(e.currentTarget.value) })
              }
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function LimitsForm({
  path,
  settings,
  saved,
}: {
  path: TabProps['path'];
  settings: {
    booking_frequency: LimitSetting;
    booking_duration: LimitSetting;
    lock_timezone: { enabled: boolean; timezone: string };
  };
  saved: () => void;
}) {
  const { canWrite, zone } = useSession();
  const [frequency, setFrequency] = useState({
    enabled: settings.booking_frequency.enabled,
    values: byUnit(settings.booking_frequency),
  });
  const [duration, setDuration] = useState({
    enabled: settings.booking_duration.enabled,
    values: byUnit(settings.booking_duration),
  });
  const [lock, setLock] = useState({
    enabled: settings.lock_timezone.enabled,
    timezone: settings.lock_timezone.timezone || zone,
  });
  const action = useAction();
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(
              api.POST('/api/v2/calendars/{id}/events/{event_id}/limits', {
                params: { path },
                body: {
                  settings: {
                    booking_frequency: toLimits(frequency.enabled, frequency.values),
                    booking_duration: toLimits(duration.enabled, duration.values),
                    lock_timezone: lock,
                  },
                },
              }),
            );
            return 'The limits were saved.';
          })
        )
          saved();
      }}
    >
      <h2>Limits</h2>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Limits</legend>
        <LimitGroup
          legend="How many bookings"
          what="bookings"
          enabled={frequency.enabled}
          values={frequency.values}
          onChange={(enabled, values) => setFrequency({ enabled, values })}
        />
        <LimitGroup
          legend="How much booked time"
          what="booked minutes"
          enabled={duration.enabled}
          values={duration.values}
          onChange={(enabled, values) => setDuration({ enabled, values })}
        />
        <fieldset class="weekly">
          <legend>Time zone of the booking page</legend>
          <label class="check">
            <input
              type="checkbox"
              checked={lock.enabled}
              onChange={(e) => setLock({ ...lock, enabled: e.currentTarget.checked })}
            />
            Show times in one time zone only
          </label>
          {lock.enabled && (
            <ZoneSelect
              value={lock.timezone}
              onChange={(timezone) => setLock({ ...lock, timezone })}
              label="Locked time zone"
            />
          )}
        </fieldset>
      </fieldset>
      <SaveBar action={action} canWrite={canWrite} label="Save limits" />
    </form>
  );
}
