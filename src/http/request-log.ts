/**
 * The request log: one line per request, written when the answer is sent (method, URL without
 * its secrets, status, time taken, request id, client address), as JSON by default, or readable
 * for a person at a terminal with `LOG_FORMAT=pretty` (pino-pretty, in pino's own thread).
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';
import { serializeRequest } from './log-redaction.js';

export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    // URLs are logged without the secrets some carry (set-password tokens, booking hashes).
    serializers: { req: serializeRequest },
    ...(stream
      ? { stream }
      : config.logFormat === 'pretty'
        ? {
            transport: {
              target: 'pino-pretty',
              options: {
                translateTime: 'SYS:HH:MM:ss.l',
                singleLine: true,
                ignore: 'pid,hostname,req,res,responseTime',
                messageFormat:
                  '{msg}{if req.method}: {req.method} {req.url} {res.statusCode} in {responseTime} ms{end}',
              },
            },
          }
        : {}),
  };
}

/** With Fastify's own two lines per request turned off: one line once the answer is sent. */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
    done();
  });
}
