/**
 * Registers every operation of the contract with its generated schema and its handler (keyed by
 * operationId). A contract operation without a handler stops the server at boot.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATIONS } from './generated/operations';
import { API_MESSAGES } from '../src/config/messages';
import { notFound } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves. */
    operationId?: string;
  }
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

export function registerOperations(app: FastifyInstance, handlers: Handlers, projectId: string) {
  const missing = OPERATIONS.filter((op) => !handlers[op.operationId]).map((op) => op.operationId);
  if (missing.length) throw new Error(`No handler for contract operations: ${missing.join(', ')}`);
  for (const op of OPERATIONS) {
    const hasProject = 'params' in op.schema && 'project' in (op.schema.params as { properties: object }).properties;
    app.route({
      method: op.method,
      url: op.url,
      schema: op.schema,
      config: { operationId: op.operationId },
      // A wrong project id is a 404 before anything else (DESIGN §2).
      onRequest: hasProject
        ? async (request) => {
            const { project } = request.params as { project: string };
            const header = request.headers['x-project'];
            if (project !== projectId || (header !== undefined && header !== projectId)) {
              throw notFound(API_MESSAGES.unknownProject(String(project)));
            }
          }
        : undefined,
      handler: handlers[op.operationId],
    });
  }
}
