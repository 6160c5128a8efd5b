/**
 * Approval tokens of the two-step changes (`preview_move`, `preview_cancel`, then
 * `apply_change`): a signed statement of one change to one booking as it stood at the preview,
 * for one credential, until a deadline. Applying checks all four, so an approved change never
 * lands on a booking that changed since the person approved it, nor for another credential.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Principal } from '../../domain/policy.js';
import { conflict, invalidParam } from '../../errors.js';

/** How long a preview's approval token can be applied. */
export const APPROVAL_MINUTES = 10;

export type Change =
  | { kind: 'move'; start_utc: string; notify_guest: boolean; reason: string }
  | { kind: 'cancel'; reason: string };

interface Approval {
  /** The credential: user, and token or grant when there is one. */
  who: string;
  booking: number;
  state: string;
  change: Change;
  expires: number;
}

/** The parts of a booking whose change voids an approval. */
export interface BookingState {
  id: number;
  status: string;
  start_time: string;
  end_time: string;
  updated_at: string;
}

const credentialOf = (principal: Principal) =>
  `${principal.userId}:${principal.credential?.kind ?? 'password'}:${principal.credential?.id ?? 0}`;

const stateOf = (booking: BookingState) =>
  createHash('sha256')
    .update([booking.status, booking.start_time, booking.end_time, booking.updated_at].join('|'))
    .digest('base64url');

export function createApprovals(secret: string, clock: () => number) {
  const key = createHmac('sha256', secret).update('slotbook mcp approvals').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(principal: Principal, booking: BookingState, change: Change) {
      const expires = clock() + APPROVAL_MINUTES * 60_000;
      const approval: Approval = {
        who: credentialOf(principal),
        booking: booking.id,
        state: stateOf(booking),
        change,
        expires,
      };
      const body = Buffer.from(JSON.stringify(approval)).toString('base64url');
      return { token: `${body}.${sign(body)}`, expires_at: new Date(expires).toISOString() };
    },

    /** The approved change and its booking's id; refuses a token that is not good now. */
    read(principal: Principal, token: string): Approval {
      const [body = '', mac = ''] = token.split('.');
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw invalidParam({ approval_token: 'This approval token is not one Slotbook issued.' });
      }
      const approval = JSON.parse(Buffer.from(body, 'base64url').toString()) as Approval;
      if (approval.who !== credentialOf(principal)) {
        throw invalidParam({
          approval_token: 'This approval token was issued to another credential.',
        });
      }
      if (approval.expires <= clock()) {
        throw invalidParam({ approval_token: 'This approval token has expired: preview again.' });
      }
      return approval;
    },

    /** Refuses when the booking is no longer as it was when the change was previewed. */
    assertUnchanged(approval: Approval, booking: BookingState) {
      if (stateOf(booking) !== approval.state) {
        throw conflict(
          'booking_changed',
          'The booking changed after the preview: nothing was applied. Preview the change again.',
        );
      }
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;
