import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { ContactRow } from '../../db/tables-mail.js';
import type { Principal } from '../../domain/policy.js';
import { isValidTimeZone } from '../../domain/time.js';
import { conflict, validationFailed } from '../../errors.js';
import { envelope, toPage } from '../../http/pagination.js';
import { plainText } from '../../shared/sanitize.js';
import {
  assertMayCreateContacts,
  readableContact,
  contactFilterOf,
  writableContact,
} from './contact-access.js';
import { splitName } from './contact-sync.js';
import { ensureTags, replaceContactTags, tagsOfContacts } from './contact-tags.repo.js';
import * as contacts from './contacts.repo.js';
import type { ContactPatch } from './contacts.repo.js';
import { presentContact } from './contacts.presenter.js';
import {
  ADDRESS_FIELDS,
  type ContactListQuery,
  type CreateContactBody,
  type UpdateContactBody,
} from './contacts.schemas.js';

export interface ContactsDeps {
  db: Db;
  clock: () => number;
}

const duplicate = () =>
  conflict('contact_exists', 'You already have a contact with that e-mail address.');

/** The stored fields a body sets: trimmed plain text; `name` splits when no first/last name. */
function patchOf(body: UpdateContactBody): ContactPatch {
  if (body.timezone && !isValidTimeZone(body.timezone)) {
    throw validationFailed({
      timezone: { timezone: `${body.timezone} is not a valid IANA time zone.` },
    });
  }
  const patch: ContactPatch = {};
  if (body.email !== undefined) patch.email = body.email.trim().toLowerCase();
  if (body.name !== undefined && body.first_name === undefined && body.last_name === undefined) {
    [patch.first_name, patch.last_name] = splitName(body.name).map((n) => n.slice(0, 100));
  }
  for (const key of ['first_name', 'last_name', 'phone', 'timezone', ...ADDRESS_FIELDS] as const) {
    const value = body[key];
    if (value !== undefined) patch[key] = plainText(value);
  }
  return patch;
}

export function createContactsService(deps: ContactsDeps) {
  return { ...contactReads(deps.db), ...contactWrites(deps) };
}

export type ContactsService = ReturnType<typeof createContactsService>;

function contactReads(db: Db) {
  return {
    async list(principal: Principal, query: ContactListQuery) {
      const page = toPage(query);
      const search = query.search?.trim();
      const filter = { ...contactFilterOf(principal), ...(search ? { search } : {}) };
      const [total, rows] = await Promise.all([
        contacts.countContacts(db, filter),
        contacts.listContacts(db, { ...filter, offset: page.offset, limit: page.limit }),
      ]);
      const tags = await tagsOfContacts(
        db,
        rows.map((r) => r.id),
      );
      return {
        contacts: rows.map((r) => presentContact(r, tags.get(r.id) ?? [])),
        ...envelope(page, total, rows.length),
      };
    },

    async get(principal: Principal, id: number) {
      return present(db, (await readableContact(db, principal, id)).row);
    },
  };
}

function contactWrites({ db, clock }: ContactsDeps) {
  return {
    async create(principal: Principal, body: CreateContactBody) {
      assertMayCreateContacts(principal);
      const patch = patchOf(body);
      // Contacts are the caller's own: only their own contact with this address conflicts.
      if (await contacts.findContactByEmail(db, body.email, principal.userId)) throw duplicate();
      const now = clock();
      const row = await guarded(() =>
        db.transaction().execute(async (trx) => {
          const saved = await contacts.insertContact(trx, {
            ...patch,
            owner_id: principal.userId,
            email: body.email.trim().toLowerCase(),
            created_at: now,
            updated_at: now,
          });
          await saveTags(trx, clock, saved.id, body.tags);
          return saved;
        }),
      );
      return present(db, row);
    },

    async update(principal: Principal, id: number, body: UpdateContactBody) {
      await writableContact(db, principal, id);
      const patch = patchOf(body);
      const row = await guarded(() =>
        db.transaction().execute(async (trx) => {
          const saved = await contacts.updateContact(trx, id, { ...patch, updated_at: clock() });
          await saveTags(trx, clock, id, body.tags);
          return saved;
        }),
      );
      return present(db, row);
    },

    /** Deletes the contact: its owner's record only; other hosts keep their own. */
    async remove(principal: Principal, id: number) {
      const { row } = await writableContact(db, principal, id);
      const previous = await present(db, row);
      await contacts.deleteContact(db, id);
      return { message: 'The contact was deleted.', deleted: true, previous };
    },
  };
}

async function present(db: Db, row: ContactRow) {
  const tags = await tagsOfContacts(db, [row.id]);
  return presentContact(row, tags.get(row.id) ?? []);
}

async function saveTags(
  trx: Db,
  clock: () => number,
  contactId: number,
  titles: string[] | undefined,
) {
  if (titles === undefined) return;
  const clean = titles.map(plainText).filter(Boolean);
  const tags = await ensureTags(trx, clean, clock());
  await replaceContactTags(
    trx,
    contactId,
    tags.map((t) => t.id),
  );
}

/** Runs a write, turning the unique e-mail constraint into a 409. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
