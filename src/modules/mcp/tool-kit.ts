/**
 * What an MCP tool is here: a name, the scope it needs, TypeBox schemas for its input and
 * output (the same schemas the API routes use, or built from them) and a handler that calls
 * the services the routes call. Input is checked with TypeBox before the handler runs; invalid
 * input, a missing scope and any refusal of a service are answered as a tool error
 * (`isError: true` with a clear message), never as a protocol failure.
 */
import type { TSchema, Static } from '@sinclair/typebox';
import { FormatRegistry, TypeRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { isEmailAddress } from '../../shared/email.js';
import type { Principal } from '../../domain/policy.js';
import { missingScope, type Scope } from '../../domain/scopes.js';
import { AppError } from '../../errors.js';

export interface ToolContext {
  principal: Principal;
  ip: string;
  userAgent: string | undefined;
}

/** A tool of any endpoint, run with that endpoint's context `C`. */
export interface ToolSpec<I extends TSchema = TSchema, C = ToolContext> {
  name: string;
  description: string;
  input: I;
  output?: TSchema;
  run(args: Static<I>, context: C): Promise<unknown>;
}

/** What describing and checking a tool reads, whatever its context. */
type ToolShape = Pick<ToolSpec, 'name' | 'description' | 'input' | 'output'>;

/** A tool of the authenticated endpoint: it also names the scope it needs. */
export interface Tool<I extends TSchema = TSchema> extends ToolSpec<I> {
  scope: Scope;
}

export const defineTool = <I extends TSchema>(tool: Tool<I>): Tool => tool;

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

const MAX_REPORTED_ERRORS = 5;

// The routes' `email` format (`addEmailFormat`): the project's one rule for addresses.
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', isEmailAddress);

const JSON_TYPES: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
  array: (value) => Array.isArray(value),
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
};

/**
 * The routes' hand-written schemas (`stringEnum`'s `{ type: 'string', enum }`, type lists) are
 * TypeBox's `Unsafe` kind, which its checker does not know: checked here by their type, enum
 * and items, so such a field with a value is a tool error when wrong, never a failure.
 */
function checkUnsafe(schema: Record<string, unknown>, value: unknown): boolean {
  const types = [schema.type ?? []].flat() as string[];
  if (types.length > 0 && !types.some((type) => JSON_TYPES[type]?.(value) ?? false)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  const items = schema.items as TSchema | undefined;
  return !Array.isArray(value) || !items || value.every((item) => Value.Check(items, item));
}
if (!TypeRegistry.Has('Unsafe')) TypeRegistry.Set('Unsafe', checkUnsafe);

export function toolError(message: string): ToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** A tool as `tools/list` describes it. */
export function listTool(tool: ToolShape, description = tool.description) {
  return {
    name: tool.name,
    description,
    inputSchema: tool.input as unknown as { type: 'object'; [key: string]: unknown },
    ...(tool.output ? { outputSchema: tool.output as unknown as { type: 'object' } } : {}),
  };
}

/** The tools as `tools/list` describes them. */
export function describeTools(tools: readonly Tool[]) {
  return tools.map((tool) => listTool(tool, `${tool.description} (needs the ${tool.scope} scope)`));
}

function invalidInput(tool: ToolShape, args: unknown): string | undefined {
  if (Value.Check(tool.input, args)) return undefined;
  const problems = [...Value.Errors(tool.input, args)]
    .slice(0, MAX_REPORTED_ERRORS)
    .map((error) => `${error.path || '(input)'}: ${error.message}`);
  return `Invalid input for ${tool.name}: ${problems.join('; ')}`;
}

function describeFailure(error: unknown): string {
  if (!(error instanceof AppError)) throw error;
  const fields = Object.entries(error.details)
    .map(([field, text]) => `${field}: ${typeof text === 'string' ? text : JSON.stringify(text)}`)
    .join('; ');
  return fields ? `${error.message} (${fields})` : error.message;
}

/** Runs one `tools/call`: scope, input check, the service, and the answer's shape. */
export async function callTool(
  tools: readonly Tool[],
  name: string,
  args: unknown,
  context: ToolContext,
): Promise<ToolResult> {
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) return toolError(`Unknown tool: ${name}.`);
  const lacking = missingScope(context.principal, [tool.scope]);
  if (lacking) return toolError(`This credential lacks the ${lacking} scope that ${name} needs.`);
  return runTool(tool, args, context);
}

/** Runs one tool: the input check, the tool, and the answer's shape (a refusal as an error). */
export async function runTool<C>(
  tool: ToolSpec<TSchema, C>,
  args: unknown,
  context: C,
): Promise<ToolResult> {
  const input = args ?? {};
  const invalid = invalidInput(tool, input);
  if (invalid) return toolError(invalid);
  try {
    const answer = (await tool.run(input, context)) as Record<string, unknown>;
    return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer };
  } catch (error) {
    return toolError(describeFailure(error));
  }
}
