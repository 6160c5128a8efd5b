/**
 * The dashboard's one way to the server: the public REST API, through a client typed by the
 * types generated from `/openapi.json` (`schema.ts`), with the browser's session cookie.
 */
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' });

/** An API error as the dashboard shows it: the API's own sentence, and its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = '',
  ) {
    super(message);
  }
}

let onSignedOut: () => void = () => {};
/** Called when the API answers 401 to a signed-in screen (the session ended). */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of an answer, or an ApiError carrying the API's message. */
export async function must<T>(call: Promise<Answer<T>>): Promise<NonNullable<T>> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  const { data, error, response } = answer;
  if (response.ok && data !== undefined && data !== null) return data;
  const body = (error ?? {}) as { message?: unknown; code?: unknown };
  if (response.status === 401 && body.code !== 'incorrect_password') onSignedOut();
  throw new ApiError(
    response.status,
    typeof body.message === 'string' ? body.message : `The server answered ${response.status}.`,
    typeof body.code === 'string' ? body.code : '',
  );
}
