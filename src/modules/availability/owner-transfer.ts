/** A deleted user's availability schedules: counted when others' events use them, moved or removed. */
import type { Db } from '../../db/database.js';

/** How many event types of other users use one of this user's schedules. */
export async function schedulesLentOut(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('events as e')
    .innerJoin('availability_schedules as s', 's.id', 'e.availability_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('s.user_id', '=', userId)
    .where('e.user_id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Gives `from`'s schedules to `to`; `to` keeps their own default schedule. Titles are unique per
 * user, so a schedule whose title `to` already uses gets a number: "Working hours (2)".
 */
export async function transferSchedules(trx: Db, from: number, to: number, now: number) {
  const owned = (userId: number) =>
    trx
      .selectFrom('availability_schedules')
      .select(['id', 'title'])
      .where('user_id', '=', userId)
      .execute();
  const taken = new Set((await owned(to)).map((s) => s.title));
  for (const schedule of await owned(from)) {
    let title = schedule.title;
    for (let n = 2; taken.has(title); n++) title = `${schedule.title} (${n})`;
    taken.add(title);
    await trx
      .updateTable('availability_schedules')
      .set({ user_id: to, title, is_default: 0, updated_at: now })
      .where('id', '=', schedule.id)
      .execute();
  }
}

export async function deleteSchedulesOf(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('availability_schedules').where('user_id', '=', userId).execute();
}
