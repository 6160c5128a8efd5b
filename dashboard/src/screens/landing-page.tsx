/**
 * A calendar's booking page (its landing page, in the API): on or off, its events (all or
 * chosen ones), its heading, the sites allowed to embed it, a preview link, the embed snippets
 * and its address.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Answer } from '../api/types';
import { Feedback, Loaded, useAction, useLoad, useSession } from '../ui';
import { Embed } from './embed';
import { SlugForm } from './slug-form';

interface Props {
  calendar: {
    id: number;
    title: string;
    slug: string;
    description: string;
    slots: { id: number; title: string }[];
  };
}

/** `changed`: the calendar's address changed, so every public link of it did. */
export function LandingPage({ calendar, changed }: Props & { changed: () => void }) {
  const path = { id: calendar.id };
  const [embedding, setEmbedding] = useState(false);
  const [load, reload] = useLoad(
    () => must(api.GET('/api/v2/calendars/{id}/sharing-settings', { params: { path } })),
    [calendar.id],
  );
  return (
    <details class="card">
      <summary>Booking page of {calendar.title}</summary>
      <Loaded load={load} what="the booking page" retry={reload}>
        {(data) => (
          <>
            <LandingForm calendar={calendar} answer={data} saved={reload} />
            <details onToggle={(e) => setEmbedding(e.currentTarget.open)}>
              <summary>Embed the booking page on another site</summary>
              {embedding && <Embed url={data.share_url} title={calendar.title} />}
            </details>
            <SlugForm
              kind="calendar"
              calendarId={calendar.id}
              current={calendar.slug}
              base={data.share_url.slice(0, data.share_url.lastIndexOf('/') + 1)}
              save={(slug) =>
                must(api.PUT('/api/v2/calendars/{id}', { params: { path }, body: { slug } }))
              }
              saved={() => {
                reload();
                changed();
              }}
            />
          </>
        )}
      </Loaded>
    </details>
  );
}

function LandingForm({
  calendar,
  answer,
  saved,
}: Props & {
  answer: Answer<'/api/v2/calendars/{id}/sharing-settings'>;
  saved: () => void;
}) {
  const { canWrite } = useSession();
  const [enabled, setEnabled] = useState(answer.settings.enabled === 'yes');
  const [showAll, setShowAll] = useState(answer.settings.show_type === 'all');
  const [chosen, setChosen] = useState(new Set(answer.settings.enabled_slots));
  const [title, setTitle] = useState(calendar.title);
  const [description, setDescription] = useState(calendar.description);
  const [sites, setSites] = useState(answer.settings.embed_origins.join('\n'));
  const action = useAction();
  return (
    <form
      class="grid"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(
              api.POST('/api/v2/calendars/{id}/sharing-settings', {
                params: { path: { id: calendar.id } },
                body: {
                  calendar_data: { title, description },
                  landing_page_settings: {
                    enabled: enabled ? 'yes' : 'no',
                    show_type: showAll ? 'all' : 'selected',
                    enabled_slots: [...chosen],
                    embed_origins: sites.split(/\s+/).filter(Boolean),
                  },
                },
              }),
            );
            return 'The booking page was saved.';
          })
        )
          saved();
      }}
    >
      <p>
        Preview: <a href={answer.share_url}>{answer.share_url}</a>
      </p>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Booking page</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          The booking page is public
        </label>
        <label>
          Heading
          <input
            required
            maxLength={192}
            value={title}
            onInput={(e) => setTitle(e.currentTarget.value)}
          />
        </label>
        <label>
          Description (HTML allowed: paragraphs, links, emphasis)
          <textarea
            rows={3}
            value={description}
            onInput={(e) => setDescription(e.currentTarget.value)}
          />
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={showAll}
            onChange={(e) => setShowAll(e.currentTarget.checked)}
          />
          Show every active event type
        </label>
        {!showAll &&
          calendar.slots.map((slot) => (
            <label class="check" key={slot.id}>
              <input
                type="checkbox"
                checked={chosen.has(slot.id)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.currentTarget.checked) next.add(slot.id);
                  else next.delete(slot.id);
                  setChosen(next);
                }}
              />
              Show {slot.title}
            </label>
          ))}
        <label>
          Sites allowed to embed (one per line, like https://www.example.com; at most 20)
          <textarea
            rows={3}
            value={sites}
            aria-describedby={`embed-hint-${calendar.id}`}
            onInput={(e) => setSites(e.currentTarget.value)}
          />
        </label>
        <p class="muted" id={`embed-hint-${calendar.id}`}>
          These sites may show this booking page and its event types in a frame or popup. Sites in
          the server’s EMBED_ORIGINS setting may embed every booking page.
        </p>
      </fieldset>
      <Feedback error={action.error} notice={action.notice} />
      {canWrite && (
        <button type="submit" disabled={action.busy}>
          Save the booking page
        </button>
      )}
    </form>
  );
}
