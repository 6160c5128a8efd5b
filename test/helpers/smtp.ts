/** A real SMTP server in the test process (smtp-server), parsing what arrives with mailparser. */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { BookingMailContext } from '../../src/modules/mail/booking-mail-source.js';
import type { MailerLogger } from '../../src/modules/mail/mailer.js';

export interface TestSmtp {
  url: string;
  /** Every message the server accepted, parsed. */
  received: ParsedMail[];
  /** Raw RFC 5322 text of every accepted message. */
  raw: string[];
  /** Messages refused so far. */
  refused: number;
  /** Answers the next `count` messages (at the end of DATA) with `code`. */
  refuseNext(count: number, code?: number): void;
  /** Refuses RCPT TO for this address with 550 (a permanent failure). */
  rejectRecipient(address: string): void;
  close(): Promise<void>;
}

export async function startSmtpServer(options: { delayMs?: number } = {}): Promise<TestSmtp> {
  let refuse = 0;
  let refuseCode = 451;
  const rejected = new Set<string>();
  const state: Pick<TestSmtp, 'received' | 'raw' | 'refused'> = {
    received: [],
    raw: [],
    refused: 0,
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejected.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          if (refuse > 0) {
            refuse -= 1;
            state.refused += 1;
            const error = new Error('Mailbox busy, try again later');
            return callback(Object.assign(error, { responseCode: refuseCode }));
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          state.raw.push(raw);
          state.received.push(await simpleParser(raw));
          callback();
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    refuseNext(count: number, code = 451) {
      refuse = count;
      refuseCode = code;
    },
    rejectRecipient(address: string) {
      rejected.add(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

// ---- fixtures shared by the mail tests ----

export const silentLogger: MailerLogger = { info() {}, warn() {}, error() {} };

let bookingSeq = 1000;

/** A booking as the bookings module would describe it: 15 March 2027, 13:00-13:30 UTC. */
export function bookingContext(overrides: Partial<BookingMailContext> = {}): BookingMailContext {
  bookingSeq += 1;
  const hash = bookingSeq.toString(16).padStart(32, 'b');
  return {
    bookingId: bookingSeq,
    hash,
    status: 'scheduled',
    sequence: 0,
    start: Date.UTC(2027, 2, 15, 13, 0),
    end: Date.UTC(2027, 2, 15, 13, 30),
    guest: {
      name: 'Ada <Lovelace>',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      timeZone: 'America/New_York',
      note: 'About the engine',
    },
    host: { name: 'Grace Hopper', email: 'grace@example.com', timeZone: 'Europe/Berlin' },
    event: { id: bookingSeq, title: 'Intro & call', duration: 30, location: 'Room 4' },
    cancelUrl: `https://book.example.com/booking/${hash}?action=cancel`,
    rescheduleUrl: `https://book.example.com/booking/${hash}?action=reschedule`,
    ...overrides,
  };
}

/** The text/calendar part of a parsed message (the invite), or undefined. */
export function icsOf(mail: ParsedMail): string | undefined {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  return part?.content.toString('utf8');
}

/** Content lines of an iCalendar text, unfolded (RFC 5545 3.1), as `NAME;PARAMS:VALUE`. */
export function icsLines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** The value of the first property named `name` (parameters ignored). */
export function icsValue(ics: string, name: string): string | undefined {
  const line = icsLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':', name.length) + 1);
}

/** Structural checks of RFC 5545: CRLF lines of at most 75 octets, balanced components. */
export function icsProblems(ics: string): string[] {
  const problems: string[] = [];
  if (!ics.endsWith('\r\n')) problems.push('does not end with CRLF');
  for (const raw of ics.split('\r\n')) {
    if (Buffer.byteLength(raw) > 75) problems.push(`line over 75 octets: ${raw}`);
    if (raw.includes('\n')) problems.push('bare LF');
  }
  const stack: string[] = [];
  for (const line of icsLines(ics)) {
    if (line.startsWith('BEGIN:')) stack.push(line.slice(6));
    if (line.startsWith('END:') && stack.pop() !== line.slice(4))
      problems.push(`unbalanced ${line}`);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(',')}`);
  for (const name of ['VERSION', 'PRODID', 'UID', 'DTSTAMP', 'DTSTART']) {
    if (icsValue(ics, name) === undefined) problems.push(`missing ${name}`);
  }
  return problems;
}

/** The UID of a booking's invites: a digest of its hash (never the hash) at the public host. */
export function inviteUid(hash: string, host = 'book.example.com'): string {
  return `${createHash('sha256').update(hash).digest('hex').slice(0, 32)}@${host}`;
}
