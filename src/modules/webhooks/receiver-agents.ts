/**
 * The connections to webhook receivers: undici agents (one per guard setting, authority and
 * timeouts), which keep up to `MAX_CONNECTIONS` kept-alive connections per receiver origin, and
 * the turns that give a post one of them. Every new connection resolves its host through the
 * guarded lookup (unless private targets are allowed), and an https one verifies the receiver's
 * certificate for the URL's host name (the name is also its SNI). Idle connections close after
 * `IDLE_MS` and never keep a process alive.
 */
import { Agent, buildConnector } from 'undici';
import { guardedLookup } from '../../infra/guarded-lookup.js';

export const MAX_CONNECTIONS = 16;
export const IDLE_MS = 4_000;

export interface AgentOptions {
  allowPrivate: boolean;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  ca?: string | undefined;
}

const agents = new Map<string, Agent>();

/** The agent for posts with these options (made once). */
export function agentFor(options: AgentOptions): Agent {
  const key = [options.allowPrivate, options.connectTimeoutMs, options.totalTimeoutMs, options.ca];
  const name = JSON.stringify(key);
  let agent = agents.get(name);
  if (!agent) {
    const connect = buildConnector({
      timeout: options.connectTimeoutMs,
      ...(options.allowPrivate ? {} : { lookup: guardedLookup(false) }),
      ...(options.ca ? { ca: options.ca } : {}),
    });
    agent = new Agent({
      connect,
      connections: MAX_CONNECTIONS,
      pipelining: 1,
      keepAliveTimeout: IDLE_MS,
      keepAliveMaxTimeout: IDLE_MS,
      // Backstops only: the post's own deadline is shorter and ends it first.
      headersTimeout: options.totalTimeoutMs + 1_000,
      bodyTimeout: options.totalTimeoutMs + 1_000,
    });
    agents.set(name, agent);
  }
  return agent;
}

type Take = () => void;

/** Posts under way and waiting, per receiver origin and agent. */
const turns = new Map<string, { running: number; waiting: Take[] }>();

/**
 * Calls `take` once the post may use one of the receiver's connections (at most
 * `MAX_CONNECTIONS` at once; the others wait in order). Returns what withdraws a wish still
 * waiting; `done` (given to `take`) hands the turn on.
 */
export function awaitTurn(key: string, take: (done: () => void) => void): () => void {
  let entry = turns.get(key);
  if (!entry) {
    entry = { running: 0, waiting: [] };
    turns.set(key, entry);
  }
  const line = entry;
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    const next = line.waiting.shift();
    if (next) return next();
    line.running -= 1;
    if (line.running === 0) turns.delete(key);
  };
  const start: Take = () => take(done);
  if (line.running < MAX_CONNECTIONS) {
    line.running += 1;
    start();
    return () => undefined;
  }
  line.waiting.push(start);
  return () => {
    const at = line.waiting.indexOf(start);
    if (at >= 0) line.waiting.splice(at, 1);
  };
}
