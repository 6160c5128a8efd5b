/** Personal access tokens made through the API, and accounts that call with them. */
import { expect } from 'vitest';
import type { Account, TestApp } from './app.js';

export interface IssuedToken {
  id: number;
  token: string;
  /** The owner, calling with `Authorization: Bearer <token>`. */
  account: Account;
}

/** Creates a token for `owner` (as `owner`) and answers it with an account that sends it. */
export async function issueToken(
  t: TestApp,
  owner: Account,
  scopes: string[],
  extra: Record<string, unknown> = {},
): Promise<IssuedToken> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v2/access-tokens',
    as: owner,
    payload: { name: 'agent', scopes, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ access_token: { id: number }; token: string }>();
  return {
    id: body.access_token.id,
    token: body.token,
    account: { ...owner, auth: `Bearer ${body.token}` },
  };
}
