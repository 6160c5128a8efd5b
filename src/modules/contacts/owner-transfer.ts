/** A deleted user's contacts go to the user who takes over their bookings. */
import type { Db } from '../../db/database.js';

/**
 * Moves `from`'s contacts to `to`. Where `to` already has a contact with the same address, `to`'s
 * stays and `from`'s copy is dropped (bookings find their contact by address, so none is lost).
 */
export async function transferContacts(trx: Db, from: number, to: number, now: number) {
  await trx
    .deleteFrom('contacts')
    .where('owner_id', '=', from)
    .where('email', 'in', (eb) =>
      eb.selectFrom('contacts').select('email').where('owner_id', '=', to),
    )
    .execute();
  await trx
    .updateTable('contacts')
    .set({ owner_id: to, updated_at: now })
    .where('owner_id', '=', from)
    .execute();
}
