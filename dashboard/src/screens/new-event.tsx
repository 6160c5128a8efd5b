/** A new event type of a calendar: its title and duration. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { Feedback, useAction } from '../ui';

export function NewEvent({ calendarId, done }: { calendarId: number; done: () => void }) {
  const [title, setTitle] = useState('');
  const [duration, setDuration] = useState(30);
  const action = useAction();
  return (
    <form
      class="card inline"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(
              api.POST('/api/v2/calendars/{id}/events', {
                params: { path: { id: calendarId } },
                body: { title, duration },
              }),
            );
            setTitle('');
            return `${title} was created.`;
          })
        )
          done();
      }}
    >
      <h3>New event type</h3>
      <label>
        Title
        <input
          name="title"
          required
          maxLength={192}
          value={title}
          onInput={(e) => setTitle(e.currentTarget.value)}
        />
      </label>
      <label>
        Duration (minutes)
        <input
          name="duration"
          type="number"
          min={1}
          max={1440}
          required
          value={duration}
          onInput={(e) => setDuration(Number(e.currentTarget.value))}
        />
      </label>
      <Feedback error={action.error} notice={action.notice} />
      <button type="submit" class="primary" disabled={action.busy}>
        Create event type
      </button>
    </form>
  );
}
