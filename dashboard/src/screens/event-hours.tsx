/** An event type's hours: one of the host's schedules, or its own weekly hours and date overrides. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Answer } from '../api/types';
import { SaveBar, useAction, useSession } from '../ui';
import { OverridesEditor, WeeklyEditor, type Overrides, type Weekly } from '../weekly-editor';

type EventAvailability = Answer<'/api/v2/calendars/{id}/events/{event_id}/availability'>;

export function Hours({
  path,
  availability,
  saved,
}: {
  path: { id: number; event_id: number };
  availability: EventAvailability;
  saved: () => void;
}) {
  const { canWrite } = useSession();
  const a = availability;
  const [type, setType] = useState(
    a.availability_type === 'custom' ? 'custom' : 'existing_schedule',
  );
  const [scheduleId, setScheduleId] = useState(
    a.availability_id ?? a.schedule_options.find((o) => o.default)?.id ?? null,
  );
  const [weekly, setWeekly] = useState<Weekly>(a.settings.weekly_schedules);
  const [overrides, setOverrides] = useState<Overrides>(a.settings.date_overrides);
  const action = useAction();
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            const body =
              type === 'custom'
                ? {
                    availability_type: 'custom' as const,
                    settings: { weekly_schedules: weekly, date_overrides: overrides },
                  }
                : { availability_type: 'existing_schedule' as const, availability_id: scheduleId };
            await must(
              api.POST('/api/v2/calendars/{id}/events/{event_id}/availability', {
                params: { path },
                body: body,
              }),
            );
            return 'The hours were saved.';
          })
        )
          saved();
      }}
    >
      <h2>Hours</h2>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Hours</legend>
        <label class="check">
          <input
            type="radio"
            name="availability"
            checked={type === 'existing_schedule'}
            onChange={() => setType('existing_schedule')}
          />
          Use a schedule
        </label>
        <label class="check">
          <input
            type="radio"
            name="availability"
            checked={type === 'custom'}
            onChange={() => setType('custom')}
          />
          Custom hours for this event
        </label>
        {type === 'existing_schedule' && (
          <label>
            Schedule
            <select
              value={String(scheduleId ?? '')}
              onChange={(e) => setScheduleId(Number(e.currentTarget.value))}
            >
              {a.schedule_options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title} ({o.timezone}){o.default ? ', default' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
        {type === 'custom' && (
          <>
            <p class="zone-note">Custom hours are in the calendar's zone, {a.timezone}.</p>
            <WeeklyEditor value={weekly} onChange={setWeekly} />
            <OverridesEditor value={overrides} onChange={setOverrides} />
          </>
        )}
      </fieldset>
      <SaveBar action={action} canWrite={canWrite} label="Save hours" />
    </form>
  );
}
