/**
 * Registers every operation of the contract with its generated schema and its handler (keyed by
 * operationId). A contract operation without a handler stops the server at boot.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATIONS } from './generated/operations';
import type { operations } from '../src/generated/api';
import { API_MESSAGES } from '../src/config/messages';
import { notFound } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves. */
    operationId?: string;
  }
}

/** The contract's operations, keyed by operationId (openapi-typescript's `operations`). */
type Operations = operations;
export type OperationId = keyof Operations;

/** A parameter group of an operation (path, query or header); `unknown` when it has none. */
type ParamsOf<O, K extends 'path' | 'query' | 'header'> = O extends { parameters: infer P } ? (K extends keyof P ? ([Exclude<P[K], undefined>] extends [never] ? unknown : Exclude<P[K], undefined>) : unknown) : unknown;
/** The JSON body of an operation; `unknown` for none or another media type (multipart, the webhook's raw body). */
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : unknown;
type SuccessStatus = 200 | 201 | 202 | 204;
/** What a handler answers: the JSON body of one of the operation's 2xx responses. */
type AnswerOf<O> = O extends { responses: infer R }
  ? { [S in keyof R & SuccessStatus]: R[S] extends { content: { 'application/json': infer B } } ? B : unknown }[keyof R & SuccessStatus]
  : unknown;

/**
 * What operation K answers. For the handlers that answer the records service's rows (any table's, by name at run
 * time): those rows are the table's as the contract describes it, and leave through its serialiser.
 */
export type Answer<K extends OperationId> = AnswerOf<Operations[K]>;

/** The request of an operation, typed from the contract (Fastify has validated it against the same schema). */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: ParamsOf<Operations[K], 'path'>;
  Querystring: ParamsOf<Operations[K], 'query'>;
  Body: BodyOf<Operations[K]>;
  Headers: ParamsOf<Operations[K], 'header'>;
}>;

/** A handler of operation K: its request typed from the contract, its answer one of the contract's 2xx bodies (or the reply, sent by hand). */
export type Handler<K extends OperationId> = (request: OperationRequest<K>, reply: FastifyReply) => Promise<AnswerOf<Operations[K]> | FastifyReply>;
/** Every operation's handler: a missing one, a wrong field or a wrong answer is a compile error. */
export type Handlers = { [K in OperationId]: Handler<K> };
/** A request on a path with a role segment (the lambda, realtime and records paths): what the role checks read. */
export type RolePathRequest = FastifyRequest<{ Params: { role: string } }>;

/** The handlers of one area (its operations only). */
export type HandlerGroup = Partial<Handlers>;

/**
 * An area's handlers, each typed from the contract by its operationId (the request it gets, the answer it gives); the
 * group keeps its exact operations, so the app's union of groups is checked complete against `Handlers`.
 */
export function handlerGroup<const K extends OperationId>(handlers: { [P in K]: Handler<P> }): { [P in K]: Handler<P> } {
  return handlers;
}

export function registerOperations(app: FastifyInstance, handlers: Handlers, projectId: string) {
  const missing = OPERATIONS.filter((op) => !handlers[op.operationId as OperationId]).map((op) => op.operationId);
  if (missing.length) throw new Error(`No handler for contract operations: ${missing.join(', ')}`);
  for (const op of OPERATIONS) {
    const hasProject = 'params' in op.schema && 'project' in (op.schema.params as { properties: object }).properties;
    // Path parameters arrive as strings (the project check runs before validation).
    app.route<{ Params: Record<string, string | undefined> }>({
      method: op.method,
      url: op.url,
      schema: op.schema,
      config: { operationId: op.operationId, access: op.access },
      // A wrong project id is a 404 before anything else (requirements §A2).
      onRequest: hasProject
        ? async (request) => {
            // Before any handler: the generic route's params, as the operation's schema validated them.
            const { project } = request.params;
            const header = request.headers['x-project'];
            if (project !== projectId || (header !== undefined && header !== projectId)) {
              throw notFound(API_MESSAGES.unknownProject(String(project)));
            }
          }
        : undefined,
      handler: handlers[op.operationId as OperationId] as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }
}
