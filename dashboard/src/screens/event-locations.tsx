/**
 * An event type's locations: the types the API offers (`settings.location_fields`, those not
 * marked unavailable), each with the fields it uses; the guest picks one when booking.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { Empty, SaveBar, useAction, useSession } from '../ui';
import type { TabProps } from './event-main';

interface Place {
  type: string;
  title: string;
  display_on_booking: boolean;
  description: string;
  meeting_link: string;
  host_phone_number: string;
}

/** What each type asks of the host, beyond its title. */
const FIELDS: Record<string, { description?: string; link?: boolean; phone?: boolean }> = {
  in_person_organizer: { description: 'Address' },
  online_meeting: { link: true },
  phone_organizer: { phone: true },
  custom: { description: 'Details' },
};

const blank = (type: string): Place => ({
  type,
  title: '',
  display_on_booking: true,
  description: '',
  meeting_link: '',
  host_phone_number: '',
});

export function Locations({ path, event, saved }: TabProps) {
  const { canWrite } = useSession();
  const types = Object.values(event.settings.location_fields).flatMap((group) =>
    Object.entries(group.options)
      .filter(([, o]) => !o.disabled)
      .map(([key, o]) => ({ key, label: o.title })),
  );
  const label = (type: string) => types.find((t) => t.key === type)?.label ?? type;
  const [places, setPlaces] = useState<Place[]>(event.location_settings);
  const [adding, setAdding] = useState(types[0]?.key ?? 'custom');
  const action = useAction();
  const change = (i: number, patch: Partial<Place>) =>
    setPlaces(places.map((p, j) => (j === i ? { ...p, ...patch } : p)));
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
                body: { location_settings: places as never },
              }),
            );
            return 'The locations were saved.';
          })
        )
          saved();
      }}
    >
      <h2>Locations</h2>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Locations</legend>
        {places.length === 0 && (
          <Empty>
            <p>No location yet: guests are not asked where to meet.</p>
          </Empty>
        )}
        {places.map((place, i) => {
          const n = i + 1;
          const f = FIELDS[place.type] ?? {};
          return (
            <fieldset class="weekly" key={i}>
              <legend>
                Location {n}: {label(place.type)}
              </legend>
              <div class="row">
                <label>
                  {`Location ${n} title`}
                  <input
                    maxLength={192}
                    required={place.type === 'custom'}
                    value={place.title}
                    onInput={(e) => change(i, { title: e.currentTarget.value })}
                  />
                </label>
                {f.description && (
                  <label>
                    {`Location ${n} ${f.description.toLowerCase()}`}
                    <input
                      maxLength={2000}
                      value={place.description}
                      onInput={(e) => change(i, { description: e.currentTarget.value })}
                    />
                  </label>
                )}
                {f.link && (
                  <label>
                    {`Location ${n} meeting link`}
                    <input
                      type="url"
                      maxLength={2048}
                      placeholder="https://"
                      value={place.meeting_link}
                      onInput={(e) => change(i, { meeting_link: e.currentTarget.value })}
                    />
                  </label>
                )}
                {f.phone && (
                  <label>
                    {`Location ${n} host phone number`}
                    <input
                      type="tel"
                      maxLength={50}
                      required
                      value={place.host_phone_number}
                      onInput={(e) => change(i, { host_phone_number: e.currentTarget.value })}
                    />
                  </label>
                )}
              </div>
              <label class="check">
                <input
                  type="checkbox"
                  checked={place.display_on_booking}
                  onChange={(e) => change(i, { display_on_booking: e.currentTarget.checked })}
                />
                {`Show location ${n}'s details on the booking page`}
              </label>
              {canWrite && (
                <p>
                  <button
                    type="button"
                    class="danger"
                    onClick={() => setPlaces(places.filter((_, j) => j !== i))}
                  >
                    {`Remove location ${n}`}
                  </button>
                </p>
              )}
            </fieldset>
          );
        })}
        {canWrite && places.length < 10 && (
          <div class="row">
            <label>
              New location type
              <select value={adding} onChange={(e) => setAdding(e.currentTarget.value)}>
                {types.map((t) => (
                  <option key={t.key} value={t.key}>
                    {t.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => setPlaces([...places, blank(adding)])}>
              Add location
            </button>
          </div>
        )}
      </fieldset>
      <SaveBar action={action} canWrite={canWrite} label="Save locations" />
    </form>
  );
}
