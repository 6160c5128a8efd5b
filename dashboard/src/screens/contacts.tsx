/** Contacts (the guests who booked) with their tags: search, and tag them. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Schema } from '../api/types';
import { Empty, Feedback, Loaded, Pager, useAction, useLoad, useSession } from '../ui';

type ContactRow = Schema<'Contact'>;

export function Contacts() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [load, reload] = useLoad(
    () =>
      must(
        api.GET('/api/v2/contacts', {
          params: { query: { page, per_page: 25, ...(query ? { search: query } : {}) } },
        }),
      ),
    [query, page],
  );
  return (
    <section aria-labelledby="contacts-title">
      <h1 id="contacts-title">Contacts</h1>
      <form
        class="search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(search.trim());
          setPage(1);
        }}
      >
        <label>
          Search by name or e-mail
          <input type="search" value={search} onInput={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <button type="submit">Search</button>
      </form>
      <Loaded load={load} what="contacts" retry={reload}>
        {(data) => {
          const rows = data.contacts;
          if (rows.length === 0) {
            return (
              <Empty>
                <p>
                  {query
                    ? `No contact matches “${query}”.`
                    : 'No contact yet: guests become contacts when they book.'}
                </p>
              </Empty>
            );
          }
          return (
            <>
              <ul class="list" aria-label="Contacts">
                {rows.map((c) => (
                  <ContactItem key={c.id} contact={c} />
                ))}
              </ul>
              <Pager page={page} lastPage={data.last_page} setPage={setPage} />
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function ContactItem({ contact }: { contact: ContactRow }) {
  const { canWrite } = useSession();
  const [tags, setTags] = useState(contact.tags.map((t) => t.title).join(', '));
  const action = useAction();
  const name = contact.full_name || contact.email;
  return (
    <li>
      <div class="row spread">
        <span>
          <strong>{name}</strong> · {contact.email}
          {contact.phone ? ` · ${contact.phone}` : ''}
          {contact.timezone ? ` · ${contact.timezone}` : ''}
        </span>
        <span class="tags" aria-label={`Tags of ${name}`}>
          {contact.tags.length === 0 ? (
            <span class="muted">No tag</span>
          ) : (
            contact.tags.map((t) => (
              <span class="tag" key={t.id}>
                {t.title}
              </span>
            ))
          )}
        </span>
      </div>
      {canWrite && (
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            // The field as it is now (a re-render may not have caught up with the last key).
            const typed = new FormData(e.currentTarget).get('tags');
            void action.run(async () => {
              const titles = (typeof typed === 'string' ? typed : tags)
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean);
              const saved = await must(
                api.PUT('/api/v2/contacts/{id}', {
                  params: { path: { id: contact.id } },
                  body: { tags: titles },
                }),
              );
              contact.tags = saved.tags;
              return 'The tags were saved.';
            });
          }}
        >
          <label>
            Tags of {name} (separated by commas)
            <input
              name="tags"
              value={tags}
              maxLength={1000}
              onInput={(e) => setTags(e.currentTarget.value)}
            />
          </label>
          <button type="submit" disabled={action.busy}>
            Save tags
          </button>
        </form>
      )}
      <Feedback error={action.error} notice={action.notice} />
    </li>
  );
}
