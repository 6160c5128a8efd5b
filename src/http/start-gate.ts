/**
 * Requests held until the server is ready for them: `serve()` takes its port first, so a start
 * that cannot serve creates nothing, and opens the gate once what requests need exists (the
 * first administrator). A request that arrives in between waits instead of being refused.
 */
import type { onRequestHookHandler } from 'fastify';

export interface StartGate {
  /** The application's first `onRequest` hook. */
  hook: onRequestHookHandler;
  open(): void;
}

export function createStartGate(): StartGate {
  let opened = false;
  let release = () => {};
  const ready = new Promise<void>((resolve) => (release = resolve));
  return {
    hook(_request, _reply, done) {
      if (opened) done();
      else void ready.then(() => done());
    },
    open() {
      opened = true;
      release();
    },
  };
}
