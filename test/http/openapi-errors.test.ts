/** `/openapi.json` lists, for each operation, the errors it can answer, each with an example. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

type Responses = Record<string, { description: string }>;

describe('errors in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, { responses: Responses }>>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    paths = JSON.parse((await t.app.inject({ url: '/openapi.json' })).body).paths;
  });
  afterAll(() => t.close());

  const errors = (path: string, method: string) =>
    Object.keys(paths[path]?.[method]?.responses ?? {}).filter((s) => Number(s) >= 400);

  it('lists only the errors an operation can answer', () => {
    expect(errors('/api/v2/users/me', 'get')).toEqual(['401', '403', '429']);
    expect(errors('/api/v2/public/events/{hash}/slots', 'get')).toEqual(['400', '404', '429']);
    expect(errors('/api/v2/schedules/{id}', 'put')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '415',
      '422',
      '429',
    ]);
    const conflict = paths['/api/v2/schedules/{id}']!.put!.responses['409']!.description;
    expect(conflict).toContain('"code":"invalid_transition"');
  });

  it('gives every error of every operation an example', () => {
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          expect(response.description, `${method} ${path} ${status}`).toContain('For example: `{');
        }
      }
    }
  });
});
