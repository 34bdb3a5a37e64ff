/**
 * The records AI query: a question in plain words becomes a proposed records list query.
 *
 * The model is shown only what the caller may read (the tables their role has a read rule for, and of each the fields
 * they may filter and order by) and is made to answer through one function whose arguments are the list query in the
 * records API's own grammar. Its answer is then checked like any list (RecordsService.checkList: the table's policy,
 * every filter, operator, order and join against the table metadata) plus: a join may only embed a table the caller
 * may read, and nothing but the query's own fields is accepted. It is never run here, and nothing of it is ever SQL:
 * the records service builds the query with bound values when the client lists.
 */
import { FILTER_OPS, isTable, tableMeta } from '../records/query';
import type { JoinSpec } from '../records/query';
import type { Caller } from '../records/context';
import { policyIn } from '../records/policy';
import { POLICIES } from '../records/policies';
import type { RecordsService } from '../records/service';
import { TABLES, type FieldMeta } from '../../src/generated/tables';
import { RECORDS } from '../../src/config/constants';
import { AI_MESSAGES } from '../../src/config/ai';
import { HttpError } from '../errors';
import type { ChatAnswer, ChatRequest } from './client';
import type { TableName } from '../../src/generated/tables';

export const QUERY_TOOL = 'propose_records_query';

/** The limits of a proposed query: those of the records API's query bodies (QueryBody in the contract). */
const LIMITS = { filter: 20, order: 5, join: 5 } as const;
const ORDER_EXPR = /^[a-z_][a-z0-9_]*(,(asc|desc))?$/;
const JOIN_EXPR = /^[a-z_]+(\.[a-z_]+){0,3}$/;
const FILTER_MAX = 1000;
const ANSWER_KEYS = new Set(['table', 'filter', 'order', 'size', 'join', 'explanation']);

export interface ProposedQuery {
  table: TableName;
  filter: string[];
  order: string[];
  size: number;
  join: string[];
}

const refused = (reason: string) => new HttpError(422, AI_MESSAGES.refused(reason));

/** The tables the caller may read, in the contract's order. */
export function readableTables(records: RecordsService, caller: Caller): string[] {
  return Object.keys(TABLES).filter((t) => records.mayRead(caller, t));
}

/** The fields of `table` the caller may filter and order by (what `readableField` lets through). */
function filterableFields(table: string, caller: Caller): Array<[string, FieldMeta]> {
  const pub = policyIn(POLICIES, table)?.publicFields;
  return Object.entries(tableMeta(table).fields).filter(([name, f]) => !f.writeOnly && (!pub || caller.kind === 'admin' || pub.includes(name)));
}

function describeField(name: string, f: FieldMeta): string {
  const bits = [f.type === 'string' && f.format === 'date-time' ? 'time' : f.type];
  if (f.enum?.length) bits.push(`one of ${f.enum.join('|')}`);
  if (f.references) bits.push(`-> ${f.references}, join as ${name.replace(/_id$/, '')}`);
  if (f.money) bits.push('minor units');
  if (f.nullable) bits.push('may be null');
  return `${name} (${bits.join(', ')})`;
}

/** One line per table the caller may read: its fields as the model may use them. */
export function describeTables(tables: readonly string[], caller: Caller): string {
  return tables
    .map((t) => {
      const meta = tableMeta(t) as { description?: string | null; fields: Record<string, FieldMeta> };
      const about = meta.description ? ` ${meta.description}` : '';
      return `- ${t}:${about} Fields: ${filterableFields(t, caller).map(([n, f]) => describeField(n, f)).join('; ')}.`;
    })
    .join('\n');
}

/** The chat request: the grammar, what the caller may read, and the one function the model must call. */
export function queryRequest(prompt: string, tables: readonly string[], caller: Caller, now = new Date()): ChatRequest {
  const system = [
    "You turn a question about a fitness-coaching marketplace's data into one query of its records API.",
    `Answer only by calling ${QUERY_TOOL}, once. Never write SQL.`,
    'The query grammar:',
    `- filter: strings "field,op,value", all of which must match. op is one of ${FILTER_OPS.join(' ')}: eq equal, neq not equal, lt le gt ge compare, cs contains, sw starts with, ew ends with (text, any case), in one of values split by | (e.g. "status,in,draft|published"), is takes the value null.`,
    '- order: strings "field,asc" or "field,desc", the first one first.',
    `- size: how many records, 1 to ${RECORDS.maxSize}.`,
    '- join: references to embed with each record, by their join name (e.g. "trainer" for trainer_id); a table that points at this one may be joined by its name too.',
    'Times are ISO-8601 UTC text (compare them with lt/ge); amounts of money are integers in minor units (cents) with a currency code.',
    `Now is ${now.toISOString()}.`,
    'The tables and fields you may use (nothing else exists for this user):',
    describeTables(tables, caller),
  ].join('\n');
  const parameters = {
    type: 'object',
    additionalProperties: false,
    required: ['table', 'filter', 'order', 'size', 'join', 'explanation'],
    properties: {
      table: { type: 'string', enum: [...tables] },
      filter: { type: 'array', maxItems: LIMITS.filter, items: { type: 'string' }, description: 'field,op,value' },
      order: { type: 'array', maxItems: LIMITS.order, items: { type: 'string' }, description: 'field,asc|desc' },
      size: { type: 'integer', minimum: 1, maximum: RECORDS.maxSize },
      join: { type: 'array', maxItems: LIMITS.join, items: { type: 'string' } },
      explanation: { type: 'string', description: 'One short sentence: what the query finds.' },
    },
  };
  return {
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: prompt },
    ],
    tools: [{ type: 'function', function: { name: QUERY_TOOL, description: 'Propose one records list query that answers the question.', parameters } }],
    tool_choice: { type: 'function', function: { name: QUERY_TOOL } },
    temperature: 0,
  };
}

/** The JSON object the model answered: its function call's arguments, or (some compatible services) a JSON reply. */
export function answerObject(answer: ChatAnswer): Record<string, unknown> {
  let raw: string | null = null;
  if (answer.toolCall) {
    if (answer.toolCall.name !== QUERY_TOOL) throw new HttpError(422, AI_MESSAGES.notAQuery);
    raw = answer.toolCall.arguments;
  } else if (answer.content) {
    // A reply of JSON alone, perhaps fenced; anything else (prose, SQL) is not a query.
    const text = answer.content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
    if (text.startsWith('{')) raw = text;
  }
  if (raw === null) throw new HttpError(422, AI_MESSAGES.notAQuery);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(422, AI_MESSAGES.notAQuery);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(422, AI_MESSAGES.notAQuery);
  return parsed as Record<string, unknown>;
}

function stringList(value: unknown, what: keyof typeof LIMITS): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) throw refused(`${what} must be a list of texts`);
  if (list.length > LIMITS[what]) throw refused(AI_MESSAGES.tooMany(`${what} entries`, LIMITS[what]));
  return list.filter((v) => v.trim() !== '');
}

function joinTables(specs: readonly JoinSpec[], prefix = ''): Array<{ path: string; table: string }> {
  return specs.flatMap((j) => [{ path: `${prefix}${j.key}`, table: j.table }, ...joinTables(j.children, `${prefix}${j.key}.`)]);
}

/**
 * The model's answer as a query the caller may run, or 422 saying why not: its own fields only, a table the caller
 * may read (the one asked about, when the request named one), then every part checked as a list checks it.
 */
export function checkProposal(records: RecordsService, caller: Caller, answer: Record<string, unknown>, onlyTable?: string): ProposedQuery & { explanation: string } {
  const extra = Object.keys(answer).filter((k) => !ANSWER_KEYS.has(k));
  if (extra.length) throw new HttpError(422, AI_MESSAGES.notAQueryField(extra));
  const table = answer.table;
  if (typeof table !== 'string' || !table) throw new HttpError(422, AI_MESSAGES.notAQuery);
  if (!isTable(table)) throw refused(`Unknown table: ${table}`);
  if (!records.mayRead(caller, table)) throw refused(AI_MESSAGES.tableNotAllowed(table));
  if (onlyTable && table !== onlyTable) throw refused(AI_MESSAGES.wrongTable(onlyTable, table));

  const filter = stringList(answer.filter, 'filter');
  const order = stringList(answer.order, 'order');
  const join = stringList(answer.join, 'join');
  for (const f of filter) if (f.length > FILTER_MAX) throw refused(`A filter is longer than ${FILTER_MAX} characters`);
  for (const o of order) if (!ORDER_EXPR.test(o)) throw refused(`Order must be field,asc|desc: ${o}`);
  for (const j of join) if (!JOIN_EXPR.test(j)) throw refused(`Unknown join: ${j}`);
  let size: number = RECORDS.defaultSize;
  if (answer.size !== undefined && answer.size !== null) {
    if (typeof answer.size !== 'number' || !Number.isInteger(answer.size) || answer.size < 1 || answer.size > RECORDS.maxSize) {
      throw refused(`size must be a whole number from 1 to ${RECORDS.maxSize}`);
    }
    size = answer.size;
  }
  let joins: JoinSpec[];
  try {
    joins = records.checkList(caller, table, { filter, order, join, size }).joins;
  } catch (err) {
    if (err instanceof HttpError) throw refused(err.message);
    throw err;
  }
  for (const j of joinTables(joins)) if (!records.mayRead(caller, j.table)) throw refused(AI_MESSAGES.joinNotAllowed(j.path));
  const explanation = typeof answer.explanation === 'string' ? answer.explanation.slice(0, 500) : '';
  return { table, filter, order, size, join, explanation };
}
