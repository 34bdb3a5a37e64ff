/** The records operations of the contract, keyed by operationId. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { completeInTransaction } from '../plugins/app/idempotency';
import { handlerGroup, type OperationRequest } from '../routes';
import type { WriteOptions } from '../records/service';
import { serializer, type Envelope } from '../records/serialize';
import type { JoinSpec } from '../records/query';


function send(reply: FastifyReply, table: string, joins: JoinSpec[], envelope: Envelope, body: object) {
  return reply.type('application/json; charset=utf-8').serializer(serializer(table, joins, envelope)).send(body);
}

/** A write's answer `{error: false, data}`, kept with the idempotency claim in the write's own transaction. */
export const keepAnswer = (request: FastifyRequest): WriteOptions => ({
  inTransaction: (trx, data) => completeInTransaction(request, trx, 200, { error: false, data }),
});

export function recordHandlers(app: FastifyInstance) {
  const svc = app.records;
  const updateWhere = async (request: OperationRequest<'updateRecordsWhere'> | OperationRequest<'putWhereRecords'>) => {
    const p = request.params;
    const caller = await request.caller();
    const body = request.body;
    return { error: false as const, data: await svc.updateWhere(caller, p.table, body.updateCondition, body.data, keepAnswer(request)) };
  };
  const handlers = handlerGroup({
    async listRecords(request, reply) {
      const p = request.params;
      const caller = await request.caller();
      const { any, ...q } = request.query;
      const { joins, ...result } = await svc.list(caller, p.table, { ...q, anyOf: any });
      return send(reply, p.table, joins, 'list', { error: false, ...result });
    },
    async getRecord(request, reply) {
      const p = request.params;
      const caller = await request.caller();
      const { join } = request.query;
      const ids = p.id!.split(',').map(Number);
      if (ids.length === 1 && !p.id!.includes(',')) {
        const { model, joins } = await svc.get(caller, p.table, ids[0], join);
        return send(reply, p.table, joins, 'model', { error: false, model });
      }
      const { joins, ...result } = await svc.getMany(caller, p.table, ids, join);
      return send(reply, p.table, joins, 'list', { error: false, ...result });
    },
    async createRecord(request) {
      const p = request.params;
      const caller = await request.caller();
      return { error: false, data: await svc.create(caller, p.table, request.body, keepAnswer(request)) };
    },
    async updateRecord(request) {
      const p = request.params;
      const caller = await request.caller();
      if (p.id!.includes(',')) throw Object.assign(new Error('Update one record at a time'), { statusCode: 400 });
      return { error: false, data: await svc.update(caller, p.table, Number(p.id), request.body, keepAnswer(request)) };
    },
    async deleteRecord(request) {
      const p = request.params;
      const caller = await request.caller();
      if (p.id!.includes(',')) throw Object.assign(new Error('Delete one record at a time; use DELETEALL for many'), { statusCode: 400 });
      return { error: false, data: await svc.delete(caller, p.table, Number(p.id), keepAnswer(request)) };
    },
    updateRecordsWhere: updateWhere,
    // PUTWHERE is the generic-POST spelling of PUT with updateCondition: one handler for both.
    putWhereRecords: updateWhere,
    async deleteAllRecords(request) {
      const p = request.params;
      const caller = await request.caller();
      const body = request.body;
      return { error: false, data: await svc.deleteWhere(caller, p.table, body.condition, keepAnswer(request)) };
    },
    async getAllRecords(request, reply) {
      const p = request.params;
      const caller = await request.caller();
      const { joins, ...result } = await svc.getAll(caller, p.table, request.body);
      return send(reply, p.table, joins, 'list', { error: false, ...result });
    },
    async cursorPaginateRecords(request, reply) {
      const p = request.params;
      const caller = await request.caller();
      const { joins, ...result } = await svc.cursor(caller, p.table, request.body);
      return send(reply, p.table, joins, 'cursor', { error: false, ...result });
    },
    async autocompleteRecords(request) {
      const p = request.params;
      const caller = await request.caller();
      return { error: false, list: await svc.autocomplete(caller, p.table, request.body) };
    },
    async exportRecords(request, reply) {
      const p = request.params;
      const caller = await request.caller();
      const out = await svc.exportRows(caller, p.table, request.body);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type(out.contentType)
        .header('content-disposition', `attachment; filename="${p.table}-${stamp}.${out.ext}"`)
        .serializer((x: unknown) => x as string)
        .send(out.body);
    },
    async joinRecords(request, reply) {
      const p = request.params;
      const caller = await request.caller();
      const { join, ...rest } = request.body;
      const { joins, ...result } = await svc.list(caller, p.table, { ...rest, join: [join] });
      return send(reply, p.table, joins, 'list', { error: false, ...result });
    },
    async multiJoinRecords(request, reply) {
      const p = request.params;
      const caller = await request.caller();
      const { joins: join, ...rest } = request.body;
      const { joins, ...result } = await svc.list(caller, p.table, { ...rest, join });
      return send(reply, p.table, joins, 'list', { error: false, ...result });
    },
  });
  return handlers;
}
