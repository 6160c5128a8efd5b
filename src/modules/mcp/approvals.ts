/**
 * Approval tokens of the two-step changes (`preview_move`, `preview_cancel`, then
 * `apply_change`): a signed statement of one change to one booking as it stood at the preview,
 * for one credential, until a deadline. Applying checks all four, so an approved change never
 * lands on a booking that changed since the person approved it, nor for another credential.
 *
 * A token is `<body>.<mac>`: the body is the approval as base64url JSON (readable: it holds no
 * secret, only ids, a hash of the booking's state and the change), the mac its HMAC-SHA256 under
 * a key derived from the server's own secret (the one application passwords and access tokens
 * are hashed with, generated at first start and kept in the database), so every instance sharing
 * the database accepts the tokens of the others and nobody else can make or alter one.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Principal } from '../../domain/policy.js';
import { conflict, invalidParam } from '../../errors.js';

/** How long a preview's approval token can be applied. */
export const APPROVAL_MINUTES = 10;

export type Change =
  | { kind: 'move'; start_utc: string; notify_guest: boolean; reason: string }
  | { kind: 'cancel'; reason: string };

export interface Approval {
  /** The credential: user, kind of credential and its id. */
  who: string;
  booking: number;
  /** A hash of the booking's state (`BookingState`) at the preview. */
  state: string;
  change: Change;
  /** Epoch ms after which the token is refused. */
  expires: number;
}

/**
 * The parts of a booking (as answers present it) whose change voids an approval: its status and
 * times, its last update (to the second), its host, its guest's details and its payment.
 */
export interface BookingState {
  id: number;
  status: string;
  start_time: string;
  end_time: string;
  updated_at: string;
  host_user_id: number;
  person_time_zone: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  payment_status: string | null;
}

/** Dashboard sessions never reach `/mcp`; they would be one credential per user. */
const credentialOf = ({ userId, credential }: Principal) =>
  `${userId}:${credential?.kind ?? 'session'}:${credential?.id ?? 0}`;

export function stateOf(booking: BookingState): string {
  const parts = [
    booking.id,
    booking.status,
    booking.start_time,
    booking.end_time,
    booking.updated_at,
    booking.host_user_id,
    booking.person_time_zone,
    booking.first_name,
    booking.last_name,
    booking.email,
    booking.phone,
    booking.payment_status ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

const TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

const forged = () =>
  invalidParam({ approval_token: 'This approval token is not one Slotbook issued.' });

function isApproval(value: unknown): value is Approval {
  const a = value as Partial<Approval> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.who === 'string' &&
    Number.isInteger(a.booking) &&
    typeof a.state === 'string' &&
    typeof a.expires === 'number' &&
    typeof a.change === 'object' &&
    a.change !== null &&
    (a.change.kind === 'move' || a.change.kind === 'cancel')
  );
}

export function createApprovals(secret: string, clock: () => number) {
  const key = createHmac('sha256', secret).update('slotbook mcp approvals v1').digest();
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

    /**
     * The approved change, if the token is good now: issued by this server (signature first,
     * so nothing of a forged body is read), to this credential, not expired.
     */
    read(principal: Principal, token: string): Approval {
      const match = TOKEN.exec(token);
      if (!match) throw forged();
      const [, body = '', mac = ''] = match;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged();
      let approval: unknown;
      try {
        approval = JSON.parse(Buffer.from(body, 'base64url').toString());
      } catch {
        throw forged();
      }
      if (!isApproval(approval)) throw forged();
      if (approval.who !== credentialOf(principal)) {
        throw invalidParam({
          approval_token:
            'This approval token was issued to another credential: preview the change with this one.',
        });
      }
      if (approval.expires <= clock()) {
        throw invalidParam({
          approval_token: `This approval token has expired (they last ${APPROVAL_MINUTES} minutes): preview the change again.`,
        });
      }
      return approval;
    },

    /** Refuses when the booking is no longer as it was when the change was previewed. */
    assertUnchanged(approval: Approval, booking: BookingState) {
      if (booking.id !== approval.booking || stateOf(booking) !== approval.state) {
        throw conflict(
          'booking_changed',
          'The booking changed after the preview: nothing was applied. Preview the change again.',
        );
      }
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;
