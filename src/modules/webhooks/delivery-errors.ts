/** What a failed webhook post says in the delivery log, from undici's errors and the status. */
import { RefusedAddress } from '../../infra/guarded-lookup.js';
import { isStaleConnection } from './stale-connections.js';

interface UndiciError extends Error {
  code?: unknown;
  /** The connection's counters, on socket errors. */
  socket?: { bytesRead?: number };
}

/** Why a post failed, for whoever reads the delivery log. */
export function describeFailure(error: unknown, options: { connectTimeoutMs: number }): string {
  if (!(error instanceof Error)) return 'Network error.';
  if (error instanceof RefusedAddress) return `Refused: ${error.message}`;
  const { code, socket } = error as UndiciError;
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `No connection within ${options.connectTimeoutMs} ms.`;
    case 'UND_ERR_HEADERS_OVERFLOW':
      return 'The receiver answered headers larger than 16 KiB.';
    case 'UND_ERR_SOCKET':
      // undici's own verdicts on what it read ('bad response': an unasked 100 Continue).
      if (error.message !== 'other side closed') return notHttp(error);
      return isStaleConnection(error) || !socket?.bytesRead
        ? 'The receiver closed the connection without answering.'
        : 'The receiver closed the connection in the middle of its answer.';
  }
  const malformed =
    error.name === 'HTTPParserError' ||
    code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' ||
    (typeof code === 'string' && code.startsWith('HPE_'));
  if (malformed) return notHttp(error);
  return error.message || 'Network error.';
}

function notHttp(error: Error): string {
  return `The receiver did not answer in HTTP/1.1: ${error.message}`;
}

export function describeStatus(code: number): string {
  if (code >= 300 && code < 400)
    return `The receiver answered ${code}; redirects are not followed.`;
  return `The receiver answered ${code}.`;
}
