/**
 * Events' messages as the dispatcher posts them: decoded from their payloads, with the payload
 * parts they share put back. Parts never change once written (their key names their content),
 * so a process keeps the last ones it read and reads each at most once while kept.
 */
import type { Db } from '../../db/database.js';
import { decodeMessage, partKeysOf, type Message } from './message.js';
import { partTexts } from './outbox.repo.js';

const PARTS_KEPT = 200;

export function createMessageReader(db: Db) {
  const parts = new Map<string, string>();

  /**
   * The messages of events, by event row id, with their parts put back (read in one query when
   * not already known); an unreadable payload, or one whose part is gone, is left out.
   */
  return async function readMessages(payloads: Map<number, string>): Promise<Map<number, Message>> {
    const needed = new Map<string, string>();
    const missing: string[] = [];
    for (const key of new Set([...payloads.values()].flatMap(partKeysOf))) {
      const text = parts.get(key);
      if (text === undefined) missing.push(key);
      else needed.set(key, text);
    }
    for (const [key, text] of await partTexts(db, missing)) {
      needed.set(key, text);
      if (parts.size >= PARTS_KEPT) parts.delete(parts.keys().next().value as string);
      parts.set(key, text);
    }
    const messages = new Map<number, Message>();
    for (const [id, payload] of payloads) {
      const message = decodeMessage(payload, needed);
      if (message) messages.set(id, message);
    }
    return messages;
  };
}
