/**
 * An event type's locations: the types the API offers (`settings.location_fields`, those not
 * marked unavailable), each with the fields it uses; the guest picks one when booking.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Body } from '../api/types';
import { Empty, SaveBar, useAction, useSession } from '../ui';
import type { TabProps } from './event-main';

type Place = Required<
  NonNullable<Body<'/api/v2/calendars/{id}/events/{event_id}', 'put'>['location_settings']>[number]
>;
type PlaceType = Place['type'];

/** The types the API accepts in `location_settings` (the compiler checks the list is whole). */
const PLACE_TYPES: Record<PlaceType, true> = {
  in_person_guest: true,
  in_person_organizer: true,
  phone_guest: true,
  phone_organizer: true,
  online_meeting: true,
  google_meet: true,
  ms_teams: true,
  zoom_meeting: true,
  custom: true,
};
const isPlaceType = (type: string): type is PlaceType => Object.hasOwn(PLACE_TYPES, type);

/** What each type asks of the host, beyond its title. */
const FIELDS: Record<string, { description?: string; link?: boolean; phone?: boolean }> = {
  in_person_organizer: { description: 'Address' },
  online_meeting: { link: true },
  phone_organizer: { phone: true },
  custom: { description: 'Details' },
};

const blank = (type: PlaceType): Place => ({
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
    Object.entries(group.options).flatMap(([key, o]) =>
      !o.disabled && isPlaceType(key) ? [{ key, label: o.title }] : [],
    ),
  );
  const label = (type: string) => types.find((t) => t.key === type)?.label ?? type;
  // A stored location of a type the API no longer accepts (or a draft's blank one) is left out,
  // so saving the others is not refused for it.
  const [places, setPlaces] = useState<Place[]>(
    event.location_settings.flatMap((p) => (isPlaceType(p.type) ? [{ ...p, type: p.type }] : [])),
  );
  const [adding, setAdding] = useState<PlaceType>(types[0]?.key ?? 'custom');
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
                body: { location_settings: places },
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
              <select
                value={adding}
                onChange={(e) => {
                  const type = e.currentTarget.value;
                  if (isPlaceType(type)) setAdding(type);
                }}
              >
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
