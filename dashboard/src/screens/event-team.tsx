/**
 * An event type's kind and, for team kinds (round robin, collective), its members. The people
 * offered are the calendar's owner, the signed-in user, the current members and, for
 * administrators, every user; anyone else is added by their user number. The API refuses users
 * the host may not schedule, and its message is shown.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { Empty, Loaded, SaveBar, useAction, useLoad, useSession } from '../ui';
import type { TabProps } from './event-main';

const KINDS = [
  { key: 'single', label: 'One host, one guest' },
  { key: 'group', label: 'Group: several guests at the same time' },
  { key: 'round_robin', label: 'Round robin: one member of the team hosts each booking' },
  { key: 'collective', label: 'Collective: the whole team hosts together' },
] as const;
const TEAM_KINDS: readonly string[] = ['round_robin', 'collective'];

export function Team({ path, event, saved }: TabProps) {
  const { me, isAdmin } = useSession();
  const [load, reload] = useLoad(async () => {
    const [calendar, users] = await Promise.all([
      must(api.GET('/api/v2/calendars/{id}', { params: { path: { id: path.id } } })),
      isAdmin
        ? must(api.GET('/api/v2/users', { params: { query: { per_page: 100 } } }))
        : Promise.resolve({ users: [] }),
    ]);
    const c = calendar.calendar;
    const people = new Map<number, string>();
    people.set(c.user_id, c.author_profile.name || `User ${c.user_id}`);
    people.set(me.id, me.name || me.username);
    for (const u of users.users) people.set(u.id, u.name || u.username);
    for (const p of c.slots.find((s) => s.id === path.event_id)?.author_profiles ?? [])
      if (!people.has(p.ID)) people.set(p.ID, p.name || `User ${p.ID}`);
    return people;
  }, [path.id, path.event_id]);
  return (
    <Loaded load={load} what="the team" retry={reload}>
      {(people) => <TeamForm path={path} event={event} saved={saved} people={people} />}
    </Loaded>
  );
}

function TeamForm({ path, event, saved, people }: TabProps & { people: Map<number, string> }) {
  const { canWrite } = useSession();
  const [kind, setKind] = useState(event.event_type);
  const [members, setMembers] = useState<number[]>(event.settings.team_members);
  const [known, setKnown] = useState(people);
  const [other, setOther] = useState('');
  const action = useAction();
  const isTeam = TEAM_KINDS.includes(kind);
  const toggle = (id: number, on: boolean) =>
    setMembers(on ? [...members, id] : members.filter((m) => m !== id));
  const addOther = () => {
    const id = Number(other);
    if (!Number.isInteger(id) || id <= 0) return;
    if (!known.has(id)) setKnown(new Map([...known, [id, `User ${id}`]]));
    if (!members.includes(id)) setMembers([...members, id]);
    setOther('');
  };
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
                  event_type: kind as 'single',
                  ...(isTeam ? { settings: { team_members: members } } : {}),
                },
              }),
            );
            return 'The team was saved.';
          })
        )
          saved();
      }}
    >
      <h2>Team</h2>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Team</legend>
        <label>
          Kind of event
          <select value={kind} onChange={(e) => setKind(e.currentTarget.value)}>
            {KINDS.map((k) => (
              <option key={k.key} value={k.key}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        {!isTeam && (
          <Empty>
            <p>Team members take part in round robin and collective events only.</p>
          </Empty>
        )}
        {isTeam && (
          <fieldset class="weekly">
            <legend>Team members</legend>
            {[...known].map(([id, name]) => (
              <label class="check" key={id}>
                <input
                  type="checkbox"
                  checked={members.includes(id)}
                  onChange={(e) => toggle(id, e.currentTarget.checked)}
                />
                {name} <span class="muted">(user {id})</span>
              </label>
            ))}
            {canWrite && (
              <div class="row">
                <label>
                  Add someone by user number
                  <input
                    type="number"
                    min={1}
                    inputMode="numeric"
                    value={other}
                    onInput={(e) => setOther(e.currentTarget.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        addOther();
                      }
                    }}
                  />
                </label>
                <button type="button" onClick={addOther}>
                  Add member
                </button>
              </div>
            )}
          </fieldset>
        )}
      </fieldset>
      <SaveBar action={action} canWrite={canWrite} label="Save team" />
    </form>
  );
}
