/**
 * An event type's guest rules: whether a new booking waits for the host's confirmation (always,
 * or when booked shortly before its start), when a guest may no longer cancel or reschedule
 * (with the message they see), and where the guest goes after booking.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { SaveBar, useAction, useSession } from '../ui';
import type { TabProps } from './event-main';

type Settings = TabProps['event']['settings'];
type Rule = Settings['requires_confirmation'];
type Condition = Rule['condition'];
type CutOff = Settings['can_not_cancel'];
type Redirect = Settings['custom_redirect'];

const UNITS: Condition['unit'][] = ['minutes', 'hours', 'days', 'weeks'];

function When({
  name,
  rule,
  shortly,
  onChange,
}: {
  name: string;
  rule: Rule;
  /** What the conditional choice means, before its amount. */
  shortly: string;
  onChange: (patch: Partial<Rule>) => void;
}) {
  return (
    <>
      <label>
        {`${name}: when`}
        <select
          value={rule.type}
          onChange={(e) => onChange({ type: e.currentTarget.value as Rule['type'] })}
        >
          <option value="always">Always</option>
          <option value="conditional">{shortly}</option>
        </select>
      </label>
      {rule.type === 'conditional' && (
        <div class="row">
          <label>
            {`${name}: how long before the start`}
            <input
              type="number"
              min={0}
              max={100000}
              required
              value={rule.condition.value}
              onInput={(e) =>
                onChange({ condition: { ...rule.condition, value: Number(e.currentTarget.value) } })
              }
            />
          </label>
          <label>
            {`${name}: unit`}
            <select
              value={rule.condition.unit}
              onChange={(e) =>
                onChange({
                  condition: {
                    ...rule.condition,
                    unit: e.currentTarget.value as Condition['unit'],
                  },
                })
              }
            >
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </>
  );
}

function CutOffRule({
  legend,
  name,
  rule,
  onChange,
}: {
  legend: string;
  name: string;
  rule: CutOff;
  onChange: (rule: CutOff) => void;
}) {
  const set = (patch: Partial<CutOff>) => onChange({ ...rule, ...patch });
  return (
    <fieldset class="weekly">
      <legend>{legend}</legend>
      <label class="check">
        <input
          type="checkbox"
          checked={rule.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
        />
        {`Guests may not ${name}`}
      </label>
      {rule.enabled && (
        <>
          <When
            name={`Not ${name}`}
            rule={rule}
            shortly="Only shortly before the start"
            onChange={(patch) => set(patch)}
          />
          <label>
            {`Message a guest sees when they may not ${name}`}
            <input
              maxLength={500}
              value={rule.message}
              onInput={(e) => set({ message: e.currentTarget.value })}
            />
          </label>
        </>
      )}
    </fieldset>
  );
}

export function Rules({ path, event, saved }: TabProps) {
  const { canWrite } = useSession();
  const s = event.settings;
  const [confirmation, setConfirmation] = useState<Rule>(s.requires_confirmation);
  const [cancel, setCancel] = useState<CutOff>(s.can_not_cancel);
  const [reschedule, setReschedule] = useState<CutOff>(s.can_not_reschedule);
  const [redirect, setRedirect] = useState<Redirect>(s.custom_redirect);
  const action = useAction();
  const confirm = (patch: Partial<Rule>) => setConfirmation((c) => ({ ...c, ...patch }));
  const go = (patch: Partial<Redirect>) => setRedirect((r) => ({ ...r, ...patch }));
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
                  settings: {
                    requires_confirmation: confirmation,
                    can_not_cancel: cancel,
                    can_not_reschedule: reschedule,
                    // Switched off, the address is kept as saved (an unsaved one is dropped).
                    custom_redirect: redirect.enabled ? redirect : { enabled: false },
                  },
                },
              }),
            );
            return 'The guest rules were saved.';
          })
        )
          saved();
      }}
    >
      <h2>Guest rules</h2>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Guest rules</legend>
        <fieldset class="weekly">
          <legend>Confirmation</legend>
          <label class="check">
            <input
              type="checkbox"
              checked={confirmation.enabled}
              onChange={(e) => confirm({ enabled: e.currentTarget.checked })}
            />
            New bookings wait for my confirmation
          </label>
          {confirmation.enabled && (
            <When
              name="Confirmation"
              rule={confirmation}
              shortly="Only when booked shortly before the start"
              onChange={confirm}
            />
          )}
        </fieldset>
        <CutOffRule legend="Cancelling" name="cancel" rule={cancel} onChange={setCancel} />
        <CutOffRule
          legend="Rescheduling"
          name="reschedule"
          rule={reschedule}
          onChange={setReschedule}
        />
        <fieldset class="weekly">
          <legend>After booking</legend>
          <label class="check">
            <input
              type="checkbox"
              checked={redirect.enabled}
              onChange={(e) => go({ enabled: e.currentTarget.checked })}
            />
            Send the guest to another page after booking
          </label>
          {redirect.enabled && (
            <>
              <label>
                Page address
                <input
                  type="url"
                  maxLength={2000}
                  placeholder="https://"
                  required
                  value={redirect.redirect_url}
                  onInput={(e) => go({ redirect_url: e.currentTarget.value })}
                />
              </label>
              <label class="check">
                <input
                  type="checkbox"
                  checked={redirect.is_query_string === 'yes'}
                  onChange={(e) => go({ is_query_string: e.currentTarget.checked ? 'yes' : 'no' })}
                />
                Add a query string to the address
              </label>
              {redirect.is_query_string === 'yes' && (
                <label>
                  Query string (name=value&amp;…)
                  <input
                    maxLength={1000}
                    value={redirect.query_string}
                    onInput={(e) => go({ query_string: e.currentTarget.value })}
                  />
                </label>
              )}
            </>
          )}
        </fieldset>
      </fieldset>
      <SaveBar action={action} canWrite={canWrite} label="Save guest rules" />
    </form>
  );
}
