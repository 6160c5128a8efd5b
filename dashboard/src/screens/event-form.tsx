/**
 * An event type's booking form: its questions in order (move up and down), each enabled or not
 * and required or not; custom questions added and removed. Name and e-mail always stay.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { paths } from '../api/schema';
import { Empty, Loaded, SaveBar, useAction, useLoad, useSession } from '../ui';
import type { TabProps } from './event-main';

type Field =
  paths['/api/v2/calendars/{id}/events/{event_id}/booking-fields']['get']['responses']['200']['content']['application/json']['fields'][number];

const TYPES = [
  ['text', 'Short text'],
  ['textarea', 'Long text'],
  ['number', 'Number'],
  ['phone', 'Phone number'],
  ['email', 'E-mail address'],
  ['date', 'Date'],
  ['dropdown', 'Drop-down (one choice)'],
  ['radio', 'Radio buttons (one choice)'],
  ['checkbox-group', 'Check boxes (several choices)'],
  ['multi-select', 'Multiple choice list'],
  ['checkbox', 'One check box'],
  ['terms-and-conditions', 'Terms to accept'],
] as const;
/** Names of the types only the built-in questions use. */
const BUILT_IN_TYPES: Record<string, string> = {
  'multi-guests': 'Guests to invite',
  hidden: 'Hidden',
};
const CHOICES: readonly string[] = ['dropdown', 'radio', 'checkbox-group', 'multi-select'];

/** A field name the API accepts, from the label, not used yet. */
function nameFor(label: string, fields: Field[]): string {
  const base =
    'q_' +
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40);
  let name = base === 'q_' ? 'q_question' : base;
  for (let n = 2; fields.some((f) => f.name === name); n++) name = `${base}_${n}`;
  return name;
}

export function BookingForm({ path }: TabProps) {
  const [load, reload] = useLoad(
    () =>
      must(
        api.GET('/api/v2/calendars/{id}/events/{event_id}/booking-fields', { params: { path } }),
      ),
    [path.id, path.event_id],
  );
  return (
    <Loaded load={load} what="the booking form" retry={reload}>
      {(data) => <FieldsForm path={path} initial={data.fields} />}
    </Loaded>
  );
}

function FieldsForm({ path, initial }: { path: TabProps['path']; initial: Field[] }) {
  const { canWrite } = useSession();
  const [fields, setFields] = useState(initial);
  const action = useAction();
  const change = (i: number, patch: Partial<Field>) =>
    setFields(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const move = (i: number, by: number) => {
    const next = [...fields];
    const [f] = next.splice(i, 1);
    next.splice(i + by, 0, f!);
    setFields(next);
  };
  return (
    <>
      <form
        class="card"
        onSubmit={async (e) => {
          e.preventDefault();
          await action.run(async () => {
            const answer = await must(
              api.POST('/api/v2/calendars/{id}/events/{event_id}/booking-fields', {
                params: { path },
                body: { fields },
              }),
            );
            setFields(answer.fields);
            return 'The booking form was saved.';
          });
        }}
      >
        <h2>Booking form</h2>
        <p class="muted">
          The questions a guest answers when booking, in this order. Name and e-mail are always
          asked.
        </p>
        {fields.length === 0 && (
          <Empty>
            <p>No question yet.</p>
          </Empty>
        )}
        <ol class="list fields">
          {fields.map((f, i) => (
            <li key={f.name}>
              <div class="row spread">
                <div>
                  <strong>{f.label}</strong>{' '}
                  <span class="muted">
                    ({TYPES.find(([t]) => t === f.type)?.[1] ?? BUILT_IN_TYPES[f.type] ?? f.type}
                    {f.system_defined ? ', built in' : ''})
                  </span>
                  {f.options.length > 0 && <div class="muted">Choices: {f.options.join(', ')}</div>}
                </div>
                <fieldset class="row" disabled={!canWrite}>
                  <legend class="sr-only">{f.label}</legend>
                  <label class="check">
                    <input
                      type="checkbox"
                      checked={f.enabled}
                      disabled={f.disable_alter}
                      onChange={(e) => change(i, { enabled: e.currentTarget.checked })}
                      aria-label={`Ask “${f.label}”`}
                    />
                    Asked
                  </label>
                  <label class="check">
                    <input
                      type="checkbox"
                      checked={f.required}
                      disabled={f.disable_alter}
                      onChange={(e) => change(i, { required: e.currentTarget.checked })}
                      aria-label={`“${f.label}” is required`}
                    />
                    Required
                  </label>
                  {canWrite && (
                    <>
                      <button
                        type="button"
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                        aria-label={`Move “${f.label}” up`}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        disabled={i === fields.length - 1}
                        onClick={() => move(i, 1)}
                        aria-label={`Move “${f.label}” down`}
                      >
                        ↓
                      </button>
                      {!f.system_defined && (
                        <button
                          type="button"
                          class="danger"
                          onClick={() => setFields(fields.filter((_, j) => j !== i))}
                          aria-label={`Remove “${f.label}”`}
                        >
                          Remove
                        </button>
                      )}
                    </>
                  )}
                </fieldset>
              </div>
            </li>
          ))}
        </ol>
        <SaveBar action={action} canWrite={canWrite} label="Save booking form" />
      </form>
      {canWrite && (
        <NewQuestion
          add={(field) => setFields([...fields, { ...field, name: nameFor(field.label, fields) }])}
        />
      )}
    </>
  );
}

function NewQuestion({ add }: { add: (field: Field) => void }) {
  const [label, setLabel] = useState('');
  const [type, setType] = useState<Field['type']>('text');
  const [options, setOptions] = useState('');
  const [required, setRequired] = useState(false);
  return (
    <form
      class="card"
      onSubmit={(e) => {
        e.preventDefault();
        add({
          name: '',
          type,
          label: label.trim(),
          placeholder: '',
          help_text: '',
          required,
          enabled: true,
          system_defined: false,
          disable_alter: false,
          options: CHOICES.includes(type)
            ? options
                .split('\n')
                .map((o) => o.trim())
                .filter(Boolean)
            : [],
          limit: null,
          index: 0,
        });
        setLabel('');
        setOptions('');
        setRequired(false);
      }}
    >
      <h3>Add a question</h3>
      <p class="muted">It joins the list above; save the booking form to keep it.</p>
      <div class="row">
        <label>
          Question
          <input
            required
            maxLength={192}
            value={label}
            onInput={(e) => setLabel(e.currentTarget.value)}
          />
        </label>
        <label>
          Answer type
          <select value={type} onChange={(e) => setType(e.currentTarget.value as Field['type'])}>
            {TYPES.map(([key, name]) => (
              <option key={key} value={key}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {CHOICES.includes(type) && (
        <label>
          Choices, one a line
          <textarea
            rows={3}
            required
            value={options}
            onInput={(e) => setOptions(e.currentTarget.value)}
          />
        </label>
      )}
      <label class="check">
        <input
          type="checkbox"
          checked={required}
          onChange={(e) => setRequired(e.currentTarget.checked)}
        />
        An answer is required
      </label>
      <p>
        <button type="submit">Add question</button>
      </p>
    </form>
  );
}
