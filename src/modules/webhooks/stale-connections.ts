/**
 * Recognizes a post that a kept-alive connection lost as it went out: the receiver had closed
 * the connection (its idle timer fired as the request arrived), so no byte of an answer came
 * and the receiver cannot have had the request. Such a post is worth one more try on a new
 * connection. Read from undici's diagnostics channels: which requests were written on a
 * connection that had carried one before, and how many bytes that connection had read then.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';

interface Sent {
  request: object;
  socket: Socket;
}

/** Connections that have carried a request. */
const used = new WeakSet<Socket>();
/** Requests written on a connection used before, with the bytes it had read by then. */
const reused = new WeakMap<object, number>();
/** Errors of such requests, before any answer and with no byte read since. */
const stale = new WeakSet<object>();

subscribe('undici:client:sendHeaders', (message) => {
  const { request, socket } = message as Sent;
  if (used.has(socket)) reused.set(request, socket.bytesRead);
  used.add(socket);
});

subscribe('undici:request:headers', (message) => {
  reused.delete((message as { request: object }).request);
});

subscribe('undici:request:error', (message) => {
  const { request, error } = message as { request: object; error: unknown };
  const readBefore = reused.get(request);
  if (readBefore === undefined || !(error instanceof Error)) return;
  const info = (error as { socket?: { bytesRead?: number } }).socket;
  if ((error as { code?: string }).code === 'UND_ERR_SOCKET' && info?.bytesRead === readBefore) {
    stale.add(error);
  }
});

/** Whether a post's error is a kept-alive connection closed before any answer to it. */
export function isStaleConnection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && stale.has(error);
}
