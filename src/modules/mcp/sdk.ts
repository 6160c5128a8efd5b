/**
 * The MCP SDK's server side, loaded at the first `/mcp` request rather than at start: several
 * megabytes of every process's memory that a server whose hosts connect no agent never needs.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type * as Types from '@modelcontextprotocol/sdk/types.js';

export interface McpSdk {
  Server: typeof Server;
  Transport: typeof StreamableHTTPServerTransport;
  types: typeof Types;
}

let loading: Promise<McpSdk> | undefined;

export function mcpSdk(): Promise<McpSdk> {
  loading ??= Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]).then(([server, transport, types]) => ({
    Server: server.Server,
    Transport: transport.StreamableHTTPServerTransport,
    types,
  }));
  return loading;
}
