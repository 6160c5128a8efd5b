import type { FastifyInstance } from 'fastify';
import { invalidParam, validationFailed } from '../errors.js';

/** Deeper than any schema's values; the walk stops there. */
const MAX_DEPTH = 32;

interface Problem {
  /** Dotted path of the value: `id`, `calendar.title`; empty for the value itself. */
  path: string;
  rule: string;
  /** What is wrong, after the value's name: `must be a finite number.` */
  reason: string;
}

/**
 * Values that pass validation but that no database column should get, refused after validation
 * as validation would have (a 400 naming the path or query parameter, a 422 naming the body
 * field):
 * - non-finite numbers: Ajv coerces the strings `Infinity`, `-Infinity` and `1e999` of paths,
 *   query strings and forms to numbers, and then skips `minimum` and `maximum`
 *   (ajv-validator/ajv#2212);
 * - NUL characters, which PostgreSQL text cannot hold and no name, title or slug contains.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  // A callback hook: most requests pass, and they pass without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const param = unstorable(request.params) ?? unstorable(request.query);
    if (param) return done(invalidParam({ [nameOf(param)]: messageOf(param) }));
    const field = unstorable(request.body);
    if (field)
      return done(validationFailed({ [nameOf(field)]: { [field.rule]: messageOf(field) } }));
    done();
  });
}

const nameOf = (problem: Problem) => problem.path || 'body';
const messageOf = (problem: Problem) => `The ${nameOf(problem)} ${problem.reason}`;

/** The first unstorable value (or key) inside `value`; its path is built only when found. */
function unstorable(value: unknown, depth = 0): Problem | null {
  const broken = ruleBroken(value);
  if (broken) return { path: '', ...broken };
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const keyBroken = ruleBroken(key);
    const found = keyBroken
      ? { path: '', ...keyBroken }
      : unstorable((value as Record<string, unknown>)[key], depth + 1);
    if (found) return { ...found, path: found.path ? `${key}.${found.path}` : key };
  }
  return null;
}

function ruleBroken(value: unknown): Omit<Problem, 'path'> | null {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return { rule: 'type', reason: 'must be a finite number.' };
  }
  if (typeof value === 'string' && value.includes('\u0000')) {
    return { rule: 'characters', reason: 'must not contain NUL.' };
  }
  return null;
}
