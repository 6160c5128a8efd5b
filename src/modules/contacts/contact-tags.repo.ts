import type { Db } from '../../db/database.js';
import type { CrmTagRow } from '../../db/tables-mail.js';

/** `VIP Clients` -> `vip-clients`: the tag's unique key. */
export function tagSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return (slug || title.trim().toLowerCase()).slice(0, 100);
}

/** The tags of many contacts at once, by contact id, each list by title. */
export async function tagsOfContacts(
  db: Db,
  contactIds: readonly number[],
): Promise<Map<number, CrmTagRow[]>> {
  const byContact = new Map<number, CrmTagRow[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .selectFrom('contact_tags as ct')
    .innerJoin('crm_tags as t', 't.id', 'ct.tag_id')
    .select(['ct.contact_id', 't.id', 't.title', 't.slug', 't.created_at'])
    .where('ct.contact_id', 'in', contactIds)
    .orderBy('t.title')
    .orderBy('t.id')
    .execute();
  for (const { contact_id, ...tag } of rows) {
    const list = byContact.get(contact_id) ?? [];
    list.push(tag);
    byContact.set(contact_id, list);
  }
  return byContact;
}

/** The tags among `ids` that some contact of `ownerId` carries (others are ignored like unknown ids). */
export async function findTagsByIds(
  db: Db,
  ids: readonly number[],
  ownerId: number,
): Promise<CrmTagRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('crm_tags')
    .selectAll()
    .where('id', 'in', ids)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('contact_tags as ct')
          .innerJoin('contacts as c', 'c.id', 'ct.contact_id')
          .select('ct.tag_id')
          .whereRef('ct.tag_id', '=', 'crm_tags.id')
          .where('c.owner_id', '=', ownerId),
      ),
    )
    .execute();
}

/** The tags with these titles, created when new (one row per slug). */
export async function ensureTags(
  db: Db,
  titles: readonly string[],
  now: number,
): Promise<CrmTagRow[]> {
  const bySlug = new Map<string, string>();
  for (const title of titles)
    if (!bySlug.has(tagSlug(title))) bySlug.set(tagSlug(title), title.trim());
  if (bySlug.size === 0) return [];
  await db
    .insertInto('crm_tags')
    .values([...bySlug].map(([slug, title]) => ({ slug, title, created_at: now })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  return db
    .selectFrom('crm_tags')
    .selectAll()
    .where('slug', 'in', [...bySlug.keys()])
    .execute();
}

/** The contact's tags become exactly `tagIds`. */
export async function replaceContactTags(
  db: Db,
  contactId: number,
  tagIds: readonly number[],
): Promise<void> {
  let removal = db.deleteFrom('contact_tags').where('contact_id', '=', contactId);
  if (tagIds.length > 0) removal = removal.where('tag_id', 'not in', tagIds);
  await removal.execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('contact_tags')
    .values([...new Set(tagIds)].map((tag_id) => ({ contact_id: contactId, tag_id })))
    .onConflict((oc) => oc.columns(['contact_id', 'tag_id']).doNothing())
    .execute();
}
