/**
 * `/mcp/book/<calendar>` and `/mcp/book/<calendar>/<event>`: a booking page's own MCP endpoint
 * (streamable HTTP, stateless), for guests' agents, at the page's path under `/mcp`. No
 * credentials: it offers what the page offers and nothing else (tools in page-tools.ts). A page
 * that is missing or not shared is a 404, as the page is. Every JSON-RPC message counts against
 * the public booking routes' per-client limits: a `find_slots` call as a slot request, a `book`
 * call as a booking, anything else as a read (429 with `Retry-After` over the limit).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import type { WindowCounter } from '../../infra/counters.js';
import { publicLimit } from '../bookings/index.js';
import { openPage } from './page-catalog.js';
import { mcpSdk } from './sdk.js';
import {
  pageTools,
  TOOL_LIMITS,
  type PageContext,
  type PageTool,
  type PageToolDeps,
} from './page-tools.js';
import { answerMcp, MCP_BODY_LIMIT, refuseNonPost } from './routes.js';
import { listTool, runTool, toolError } from './tool-kit.js';

export interface PageRouteDeps extends PageToolDeps {
  counter: WindowCounter;
  publicUrl: string;
  version: string;
}

const Slug = Type.String({ minLength: 1, maxLength: 200 });
interface PageParams {
  calendar: string;
  event?: string;
}

/**
 * One request's server. A failure that is not a refusal is logged and answered as an internal
 * error without its message, as the API's 500s are: the caller is anyone.
 */
async function pageServer(
  tools: readonly PageTool[],
  context: PageContext,
  version: string,
  log: FastifyBaseLogger,
) {
  const { Server, types } = await mcpSdk();
  const { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = types;
  const { page } = context;
  const server = new Server(
    { name: 'slotbook-booking-page', version },
    {
      capabilities: { tools: {} },
      instructions: `The booking page "${page.title}" (${page.url}): its events (list_events), their free slots (find_slots) and booking one for the guest (book). Nothing else is reachable here.`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((tool) => listTool(tool)),
  }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = tools.find((candidate) => candidate.name === params.name);
    if (!tool) return toolError(`Unknown tool: ${params.name}.`);
    try {
      return await runTool(tool, params.arguments, context);
    } catch (error) {
      log.error({ err: error, tool: tool.name }, 'unexpected error in a booking page tool');
      throw new McpError(ErrorCode.InternalError, 'Internal error');
    }
  });
  return server;
}

type LimitKind = Parameters<typeof publicLimit>[1];

/** What each JSON-RPC message of a request costs: a tool call by its tool, the rest a read. */
function limitKinds(body: unknown): LimitKind[] {
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  return messages.map((message) => {
    const { method, params } = (message ?? {}) as { method?: unknown; params?: { name?: unknown } };
    const tool = method === 'tools/call' && typeof params?.name === 'string' ? params.name : '';
    return TOOL_LIMITS[tool] ?? 'read';
  });
}

export async function pageMcpRoutes(app: FastifyInstance, deps: PageRouteDeps) {
  const tools = pageTools(deps);
  const limits = {
    read: publicLimit(deps.counter, 'read'),
    slots: publicLimit(deps.counter, 'slots'),
    write: publicLimit(deps.counter, 'write'),
  };
  const handler = async (request: FastifyRequest<{ Params: PageParams }>, reply: FastifyReply) => {
    for (const kind of limitKinds(request.body)) await limits[kind](request);
    const { calendar, event } = request.params;
    const page = await openPage(deps.catalog, deps.publicUrl, calendar, event);
    if (request.method !== 'POST') return refuseNonPost(reply);
    // The page's path under /mcp (page.url is the page's path under PUBLIC_URL).
    const endpoint = `${deps.publicUrl}/mcp${page.url.slice(deps.publicUrl.length)}`;
    const context = { page, endpoint, ip: request.ip, userAgent: request.headers['user-agent'] };
    const server = await pageServer(tools, context, deps.version, request.log);
    return answerMcp(request, reply, server);
  };
  const method = ['POST', 'GET', 'DELETE'];
  const options = (params: TSchema) => ({
    bodyLimit: MCP_BODY_LIMIT,
    config: { public: true },
    schema: { hide: true, params },
  });
  const calendar = Type.Object({ calendar: Slug });
  const event = Type.Object({ calendar: Slug, event: Slug });
  app.route({ method, url: '/mcp/book/:calendar', ...options(calendar), handler });
  app.route({ method, url: '/mcp/book/:calendar/:event', ...options(event), handler });
}
