/**
 * Availability schedules: weekly hours, date overrides picked on a month grid, time zone,
 * default; create, delete.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Answer } from '../api/types';
import { Empty, Feedback, Loaded, useAction, useLoad, useSession } from '../ui';
import { OverrideCalendar } from '../override-calendar';
import { WeeklyEditor, ZoneSelect } from '../weekly-editor';

type ScheduleRow = Answer<'/api/v2/availability'>['availabilities']['data'][number];

export function Availability() {
  const { canWrite } = useSession();
  const [load, reload] = useLoad(
    () => must(api.GET('/api/v2/availability', { params: { query: { per_page: 100 } } })),
    [],
  );
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <section aria-labelledby="availability-title">
      <h1 id="availability-title">Availability</h1>
      <Loaded load={load} what="schedules" retry={reload}>
        {(data) => {
          const rows = data.availabilities.data;
          const current =
            rows.find((r) => r.id === selected) ?? rows.find((r) => r.default) ?? rows[0];
          return (
            <>
              {rows.length === 0 ? (
                <Empty>
                  <p>No schedule yet. A schedule says when you can be booked.</p>
                </Empty>
              ) : (
                <div class="tabs" role="group" aria-label="Schedules">
                  {rows.map((r) => (
                    <button
                      key={r.id}
                      type="button"
                      aria-pressed={current?.id === r.id}
                      onClick={() => setSelected(r.id)}
                    >
                      {r.title}
                      {r.default ? ' (default)' : ''}
                    </button>
                  ))}
                </div>
              )}
              {current && <ScheduleEditor key={current.id} schedule={current} saved={reload} />}
              {canWrite && (
                <NewSchedule
                  created={(id) => {
                    setSelected(id);
                    reload();
                  }}
                />
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function ScheduleEditor({ schedule, saved }: { schedule: ScheduleRow; saved: () => void }) {
  const { canWrite } = useSession();
  const [title, setTitle] = useState(schedule.title);
  const [zone, setZone] = useState(schedule.timezone);
  const [weekly, setWeekly] = useState(schedule.weekly_schedules);
  const [overrides, setOverrides] = useState(schedule.date_overrides);
  const [isDefault, setDefault] = useState(schedule.default);
  const action = useAction();
  const path = { schedule_id: schedule.id };
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(
              api.PUT('/api/v2/availability/{schedule_id}', {
                params: { path },
                body: {
                  title,
                  timezone: zone,
                  weekly_schedules: weekly,
                  date_overrides: overrides,
                  default: isDefault,
                },
              }),
            );
            return 'The schedule was saved.';
          })
        )
          saved();
      }}
    >
      <h2>{schedule.title}</h2>
      <p class="muted">
        Used by {schedule.usage_count} event type{schedule.usage_count === 1 ? '' : 's'}
        {schedule.host_name ? ` · ${schedule.host_name}` : ''}
      </p>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Schedule</legend>
        <label>
          Name
          <input
            required
            maxLength={192}
            value={title}
            onInput={(e) => setTitle(e.currentTarget.value)}
          />
        </label>
        <ZoneSelect value={zone} onChange={setZone} label="Time zone of these hours" />
        <label class="check">
          <input
            type="checkbox"
            checked={isDefault}
            onChange={(e) => setDefault(e.currentTarget.checked)}
          />
          Default schedule
        </label>
        <WeeklyEditor value={weekly} onChange={setWeekly} />
      </fieldset>
      <OverrideCalendar
        value={overrides}
        onChange={setOverrides}
        weekly={weekly}
        zone={zone}
        readOnly={!canWrite}
      />
      <Feedback error={action.error} notice={action.notice} />
      {canWrite && (
        <div class="row">
          <button type="submit" class="primary" disabled={action.busy}>
            Save schedule
          </button>
          <button
            type="button"
            class="danger"
            disabled={action.busy}
            onClick={() => {
              if (!window.confirm(`Delete ${schedule.title}?`)) return;
              void action.run(async () => {
                await must(api.DELETE('/api/v2/availability/{schedule_id}', { params: { path } }));
                saved();
              });
            }}
          >
            Delete schedule
          </button>
        </div>
      )}
    </form>
  );
}

function NewSchedule({ created }: { created: (id: number) => void }) {
  const { zone } = useSession();
  const [title, setTitle] = useState('');
  const action = useAction();
  return (
    <form
      class="card inline"
      onSubmit={async (e) => {
        e.preventDefault();
        await action.run(async () => {
          const answer = await must(
            api.POST('/api/v2/availability', { body: { title, timezone: zone } }),
          );
          setTitle('');
          created(answer.schedule.id);
        });
      }}
    >
      <h2>New schedule</h2>
      <label>
        Name
        <input
          required
          maxLength={192}
          value={title}
          onInput={(e) => setTitle(e.currentTarget.value)}
        />
      </label>
      <Feedback error={action.error} notice={action.notice} />
      <button type="submit" disabled={action.busy}>
        Create schedule
      </button>
    </form>
  );
}
