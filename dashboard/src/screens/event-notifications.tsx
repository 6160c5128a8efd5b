/**
 * An event type's e-mails: each one on or off, its subject, body and extra recipients, and for
 * the reminders to the guest and to the host how long before the meeting they go (up to five).
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { paths } from '../api/schema';
import { Loaded, SaveBar, useAction, useLoad, useSession } from '../ui';
import type { TabProps } from './event-main';

type All =
  paths['/api/v2/calendars/{id}/events/{event_id}/email-notifications']['get']['responses']['200']['content']['application/json']['notifications'];
type Key = keyof All;
type One = All[Key];
type Time = One['email']['times'][number];

const UNITS: Time['unit'][] = ['minutes', 'hours', 'days'];

export function Notifications({ path }: TabProps) {
  const [load, reload] = useLoad(
    () =>
      must(
        api.GET('/api/v2/calendars/{id}/events/{event_id}/email-notifications', {
          params: { path },
        }),
      ),
    [path.id, path.event_id],
  );
  return (
    <Loaded load={load} what="the e-mails" retry={reload}>
      {(data) => <NotificationsForm path={path} initial={data.notifications} />}
    </Loaded>
  );
}

function NotificationsForm({ path, initial }: { path: TabProps['path']; initial: All }) {
  const { canWrite } = useSession();
  const [all, setAll] = useState(initial);
  const action = useAction();
  const change = (key: Key, patch: Partial<One>) =>
    setAll((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  const keys = Object.keys(all) as Key[];
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        await action.run(async () => {
          const answer = await must(
            api.POST('/api/v2/calendars/{id}/events/{event_id}/email-notifications', {
              params: { path },
              body: { notifications: all },
            }),
          );
          setAll(answer.notifications);
          return 'The e-mails were saved.';
        });
      }}
    >
      <h2>E-mails and reminders</h2>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">E-mails and reminders</legend>
        {[false, true].map((toHost) => (
          <section key={String(toHost)} aria-labelledby={`mails-${toHost}`}>
            <h3 id={`mails-${toHost}`}>{toHost ? 'To you (the host)' : 'To the guest'}</h3>
            {keys
              .filter((k) => all[k].is_host === toHost)
              .map((k) => (
                <Mail key={k} id={k} mail={all[k]} onChange={(patch) => change(k, patch)} />
              ))}
          </section>
        ))}
      </fieldset>
      <SaveBar action={action} canWrite={canWrite} label="Save e-mails" />
    </form>
  );
}

function Mail({
  id,
  mail,
  onChange,
}: {
  id: string;
  mail: One;
  onChange: (patch: Partial<One>) => void;
}) {
  const { canWrite } = useSession();
  const reminder = id.startsWith('reminder_');
  const email = (patch: Partial<One['email']>) => onChange({ email: { ...mail.email, ...patch } });
  const setTime = (i: number, patch: Partial<Time>) =>
    email({ times: mail.email.times.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  return (
    <fieldset class="weekly">
      <legend>{mail.title}</legend>
      <label class="check">
        <input
          type="checkbox"
          checked={mail.enabled}
          onChange={(e) => onChange({ enabled: e.currentTarget.checked })}
        />
        Send<span class="sr-only">: {mail.title}</span>
      </label>
      {reminder && (
        <div class="windows">
          {mail.email.times.map((t, i) => (
            <div class="row" key={i}>
              <label>
                <span>
                  <span class="sr-only">{mail.title}: </span>
                  {`Reminder ${i + 1}, how long before`}
                </span>
                <input
                  type="number"
                  min={1}
                  max={100000}
                  required
                  value={t.value}
                  onInput={(e) => setTime(i, { value: Number(e.currentTarget.value) })}
                />
              </label>
              <label>
                <span>
                  <span class="sr-only">{mail.title}: </span>
                  {`Reminder ${i + 1}, unit`}
                </span>
                <select
                  value={t.unit}
                  onChange={(e) => setTime(i, { unit: e.currentTarget.value as Time['unit'] })}
                >
                  {UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </select>
              </label>
              {canWrite && (
                <button
                  type="button"
                  class="danger"
                  onClick={() => email({ times: mail.email.times.filter((_, j) => j !== i) })}
                  aria-label={`Remove reminder ${i + 1} of ${mail.title}`}
                >
                  Remove
                </button>
              )}
            </div>
          ))}
          {canWrite && mail.email.times.length < 5 && (
            <p>
              <button
                type="button"
                onClick={() => email({ times: [...mail.email.times, { unit: 'hours', value: 1 }] })}
                aria-label={`Add a reminder time to ${mail.title}`}
              >
                Add a reminder time
              </button>
            </p>
          )}
        </div>
      )}
      <details>
        <summary>
          Edit the e-mail<span class="sr-only">: {mail.title}</span>
        </summary>
        <div class="share">
          <label>
            <span>
              <span class="sr-only">{mail.title}: </span>Subject
            </span>
            <input
              maxLength={500}
              value={mail.email.subject}
              onInput={(e) => email({ subject: e.currentTarget.value })}
            />
          </label>
          <label>
            <span>
              <span class="sr-only">{mail.title}: </span>Body (HTML; placeholders such as{' '}
              {'{{guest.first_name}}'})
            </span>
            <textarea
              rows={6}
              maxLength={50000}
              value={mail.email.body}
              onInput={(e) => email({ body: e.currentTarget.value })}
            />
          </label>
          <label>
            <span>
              <span class="sr-only">{mail.title}: </span>Also send to (e-mail addresses,
              comma-separated)
            </span>
            <input
              maxLength={1000}
              value={mail.email.additional_recipients}
              onInput={(e) => email({ additional_recipients: e.currentTarget.value })}
            />
          </label>
        </div>
      </details>
    </fieldset>
  );
}
