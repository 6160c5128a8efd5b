/**
 * An event type's main settings: title, duration (or several for the guest to choose from),
 * description, status, the booking button's text, guests per time, buffers, minimum notice,
 * minutes between starts, how far ahead it can be booked.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { paths } from '../api/schema';
import { SaveBar, useAction, useSession } from '../ui';
import { parseDurations, TITLE_CODES } from './event-inputs';

export type EventAnswer =
  paths['/api/v2/calendars/{id}/events/{event_id}']['get']['responses']['200']['content']['application/json']['calendar_event'];

type NoticeUnit = EventAnswer['settings']['schedule_conditions']['unit'];
const NOTICE_UNITS: readonly NoticeUnit[] = ['minutes', 'hours', 'days', 'weeks'];

/** What each tab of the event editor gets. */
export interface TabProps {
  path: { id: number; event_id: number };
  event: EventAnswer;
  /** Loads the event again (after a save that changes what the header or other tabs show). */
  saved: () => void;
}

export function MainSettings({
  path,
  event,
  saved,
}: {
  path: { id: number; event_id: number };
  event: EventAnswer;
  saved: () => void;
}) {
  const { canWrite } = useSession();
  const settings = event.settings;
  const multi = settings.multi_duration;
  const [form, setForm] = useState({
    title: event.title,
    duration: event.duration,
    description: event.description,
    status: event.status as 'active' | 'draft',
    before: settings.buffer_time_before ?? 0,
    after: settings.buffer_time_after ?? 0,
    notice: settings.schedule_conditions?.value ?? 0,
    noticeUnit: settings.schedule_conditions.unit,
    interval: settings.slot_interval ?? 0,
    windowDays: settings.range_type === 'range_days' ? (settings.range_days ?? 60) : 0,
    maxPerSlot: event.max_book_per_slot,
    several: multi?.enabled ?? false,
    durations: (multi?.available_durations ?? []).join(', '),
    defaultDuration: multi?.default_duration ?? event.duration,
    submitText: settings.submit_button_text ?? '',
    bookingTitle: settings.booking_title ?? '',
  });
  const offered = parseDurations(form.durations);
  const action = useAction();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(
              api.PUT('/api/v2/calendars/{id}/events/{event_id}', {
                params: { path },
                body: {
                  title: form.title,
                  duration: form.duration,
                  description: form.description,
                  status: form.status,
                  max_book_per_slot: form.maxPerSlot,
                  settings: {
                    slot_interval: form.interval > 0 ? form.interval : null,
                    ...(form.windowDays > 0
                      ? { range_type: 'range_days', range_days: form.windowDays }
                      : { range_type: 'range_indefinite' }),
                    buffer_time_before: form.before,
                    buffer_time_after: form.after,
                    schedule_conditions: { value: form.notice, unit: form.noticeUnit },
                    multi_duration: form.several
                      ? {
                          enabled: true,
                          available_durations: offered,
                          default_duration: offered.includes(form.defaultDuration)
                            ? form.defaultDuration
                            : (offered[0] ?? form.duration),
                        }
                      : { enabled: false },
                    submit_button_text: form.submitText,
                    booking_title: form.bookingTitle,
                  },
                },
              }),
            );
            return 'The event type was saved.';
          })
        )
          saved();
      }}
    >
      <h2>Main settings</h2>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Main settings</legend>
        <label>
          Title
          <input
            name="title"
            required
            maxLength={192}
            value={form.title}
            onInput={(e) => set({ title: e.currentTarget.value })}
          />
        </label>
        <label>
          Duration (minutes)
          <input
            name="duration"
            type="number"
            min={5}
            max={1440}
            value={form.duration}
            onInput={(e) => set({ duration: Number(e.currentTarget.value) })}
          />
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={form.several}
            onChange={(e) => set({ several: e.currentTarget.checked })}
          />
          Let the guest choose among several durations
        </label>
        {form.several && (
          <div class="row">
            <label>
              Durations offered (minutes, separated by commas)
              <input
                name="durations"
                inputMode="numeric"
                placeholder="15, 30, 60"
                value={form.durations}
                onInput={(e) => set({ durations: e.currentTarget.value })}
              />
            </label>
            <label>
              Chosen at first
              <select
                value={String(form.defaultDuration)}
                onChange={(e) => set({ defaultDuration: Number(e.currentTarget.value) })}
              >
                {offered.map((minutes) => (
                  <option value={String(minutes)}>{minutes} minutes</option>
                ))}
              </select>
            </label>
          </div>
        )}
        <label>
          Description
          <textarea
            name="description"
            rows={3}
            value={form.description}
            onInput={(e) => set({ description: e.currentTarget.value })}
          />
        </label>
        <label>
          Booking title (empty: "{'<event> meeting between <host> and <guest>'}")
          <input
            name="booking_title"
            maxLength={192}
            aria-describedby="booking-title-codes"
            value={form.bookingTitle}
            onInput={(e) => set({ bookingTitle: e.currentTarget.value })}
          />
        </label>
        <p class="muted" id="booking-title-codes">
          The title of each booking, in its e-mails and calendar entries. Placeholders:{' '}
          {TITLE_CODES.map((code) => `{{${code}}}`).join(', ')}; unknown ones stay empty.
        </p>
        <label>
          Text of the booking button (empty: "Confirm booking")
          <input
            name="submit_button_text"
            maxLength={100}
            value={form.submitText}
            onInput={(e) => set({ submitText: e.currentTarget.value })}
          />
        </label>
        <label>
          Status
          <select
            value={form.status}
            onChange={(e) => set({ status: e.currentTarget.value as 'active' | 'draft' })}
          >
            <option value="active">Active (bookable)</option>
            <option value="draft">Draft (hidden)</option>
          </select>
        </label>
        <div class="row">
          <label>
            Buffer before (minutes)
            <input
              type="number"
              min={0}
              max={1440}
              value={form.before}
              onInput={(e) => set({ before: Number(e.currentTarget.value) })}
            />
          </label>
          <label>
            Buffer after (minutes)
            <input
              type="number"
              min={0}
              max={1440}
              value={form.after}
              onInput={(e) => set({ after: Number(e.currentTarget.value) })}
            />
          </label>
          <label>
            Minimum notice
            <input
              type="number"
              min={0}
              value={form.notice}
              onInput={(e) => set({ notice: Number(e.currentTarget.value) })}
            />
          </label>
          <label>
            Notice unit
            <select
              value={form.noticeUnit}
              onChange={(e) => {
                const unit = NOTICE_UNITS.find((u) => u === e.currentTarget.value);
                if (unit) set({ noticeUnit: unit });
              }}
            >
              {NOTICE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </label>
          <label>
            Minutes between starts (0: the duration)
            <input
              type="number"
              min={0}
              max={1440}
              value={form.interval}
              onInput={(e) => set({ interval: Number(e.currentTarget.value) })}
            />
          </label>
          <label>
            Bookable days ahead (0: no limit)
            <input
              type="number"
              min={0}
              max={3650}
              value={form.windowDays}
              onInput={(e) => set({ windowDays: Number(e.currentTarget.value) })}
            />
          </label>
          {event.event_type === 'group' && (
            <label>
              Guests per time
              <input
                type="number"
                min={1}
                max={1000}
                value={form.maxPerSlot}
                onInput={(e) => set({ maxPerSlot: Number(e.currentTarget.value) })}
              />
            </label>
          )}
        </div>
      </fieldset>
      <SaveBar action={action} canWrite={canWrite} label="Save settings" />
    </form>
  );
}
