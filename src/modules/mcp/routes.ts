/**
 * `/mcp`: the Model Context Protocol over streamable HTTP, stateless (a new server and
 * transport per request, no session id). Authenticated like the API (HTTP Basic with an
 * application password, or a bearer token) in a scope of its own; the dashboard's session
 * cookie is ignored here, so a page on another site cannot drive an agent's endpoint with a
 * browser's cookie. Cross-site writes are refused and every call counts in the user's
 * per-minute budget of the API.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  principalOf,
  requireAuthentication,
  type Authenticator,
  type BearerAuthenticator,
} from '../../http/auth-hook.js';
import { refuseCrossSiteWrites, type CrossSiteOptions } from '../../http/cross-site.js';
import { limitPerUser } from '../../http/user-limit.js';
import { announceResourceMetadata } from '../oauth/index.js';
import type { WindowCounter } from '../../infra/counters.js';
import { mcpSdk } from './sdk.js';
import { callTool, describeTools, type Tool, type ToolContext } from './tool-kit.js';
import { hostTools, type McpDeps } from './tools.js';

/** The largest JSON-RPC message `/mcp` reads. */
export const MCP_BODY_LIMIT = 256 * 1024;

export interface McpRouteDeps extends McpDeps {
  auth: Authenticator;
  bearer?: BearerAuthenticator;
  crossSite: CrossSiteOptions;
  counter: WindowCounter;
  userRateLimit: number;
  version: string;
  /** Where OAuth clients are told to find this resource's metadata on a 401. */
  publicUrl: string;
}

async function mcpServer(tools: readonly Tool[], context: ToolContext, version: string) {
  const { Server, types } = await mcpSdk();
  const { CallToolRequestSchema, ListToolsRequestSchema } = types;
  const server = new Server({ name: 'slotbook', version }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: describeTools(tools) }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(tools, request.params.name, request.params.arguments, context),
  );
  return server;
}

/**
 * GET (a stream of server messages) and DELETE (the end of a session) have nothing to serve on a
 * stateless endpoint: refused, rather than holding a stream open per client.
 */
export function refuseNonPost(reply: FastifyReply) {
  return reply
    .code(405)
    .header('Allow', 'POST')
    .send({
      code: 'method_not_allowed',
      message: 'This endpoint takes JSON-RPC messages by POST only.',
      data: { status: 405 },
    });
}

/** Answers one request with a fresh stateless server; the reply is the transport's. */
export async function answerMcp(
  request: FastifyRequest,
  reply: FastifyReply,
  server: Server,
): Promise<void> {
  const { Transport } = await mcpSdk();
  const transport = new Transport({ sessionIdGenerator: undefined });
  reply.hijack();
  reply.raw.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
}

export async function mcpRoutes(app: FastifyInstance, deps: McpRouteDeps) {
  refuseCrossSiteWrites(app, deps.crossSite);
  // No session authenticator: the dashboard's cookie does not authenticate an MCP client.
  requireAuthentication(app, deps.auth, undefined, deps.bearer);
  // Every 401 names the resource metadata, so an MCP client can start OAuth (RFC 9728).
  announceResourceMetadata(app, deps.publicUrl, '/mcp', false);
  limitPerUser(app, deps.counter, deps.userRateLimit);
  const tools = hostTools(deps);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return refuseNonPost(reply);
    const context = {
      // Activities of what a tool changes name the channel with the credential.
      principal: { ...principalOf(request), via: 'mcp' as const },
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    };
    return answerMcp(request, reply, await mcpServer(tools, context, deps.version));
  };
  const options = { bodyLimit: MCP_BODY_LIMIT, schema: { hide: true } };
  app.post('/mcp', options, handler);
  app.get('/mcp', options, handler);
  app.delete('/mcp', options, handler);
}
