import { randomBytes } from 'node:crypto';

const POOL_SIZE = 4096;
let pool = Buffer.alloc(0);
let offset = POOL_SIZE;

/**
 * A booking's `hash`: 32 lowercase hex characters from 128 random bits.
 * Drawn from a pooled buffer: one `randomBytes` call per 256 bookings instead of one each.
 */
export function newBookingHash(): string {
  if (offset + 16 > pool.length) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  offset += 16;
  return pool.toString('hex', offset - 16, offset);
}
