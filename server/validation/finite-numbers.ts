/**
 * A number in a path or query that coerces to Infinity ("1e309") passes the contract's validation: ajv checks
 * `maximum` only on finite numbers, after it has coerced the text. Every request's coerced path and query values are
 * checked here, right after validation, so no handler ever sees a number the databases cannot hold (400, naming it).
 * (A JSON body cannot carry one past validation: its numbers are type-checked as they are, and Infinity is no integer.)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

function check(where: 'params' | 'querystring', values: unknown) {
  if (!values || typeof values !== 'object') return;
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'number' && !Number.isFinite(v)) throw badRequest(`${where}: ${key} must be a number no larger than ${Number.MAX_SAFE_INTEGER}`, { [key]: 'is too large' });
    }
  }
}

export function rejectNonFiniteNumbers(app: FastifyInstance) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    check('params', request.params);
    check('querystring', request.query);
  });
}
