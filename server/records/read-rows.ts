/**
 * A read's rows as the response carries them: JSON columns parsed, computed fields filled, other people's rows
 * narrowed to the table's public fields, and the requested joins attached (each read under its own table's policy).
 */
import type { Ctx } from './context';
import { fillComputed } from './computed';
import { policyIn, type TablePolicy } from './policy';
import { tableMeta, type JoinSpec } from './query';
import { readWhere, selectRows } from './read-query';

type Row = Record<string, unknown>;

/** JSON columns parsed, private fields of other people's rows removed, joins attached. */
export async function finish(ctx: Ctx, table: string, policy: TablePolicy | undefined, rows: Row[], joins: JoinSpec[]): Promise<Row[]> {
  const fields = tableMeta(table).fields;
  const jsonFields = Object.entries(fields).filter(([, f]) => f.type === 'array' || f.type === 'object').map(([n]) => n);
  const pub = policy?.publicFields;
  // Computed fields first: they may read a field that the public view then leaves out (a review's athlete).
  await fillComputed(ctx, table, rows);
  const out = rows.map((r) => {
    let row: Row = { ...r };
    for (const f of jsonFields) if (typeof row[f] === 'string') row[f] = JSON.parse(row[f] as string);
    if (pub && ctx.caller.kind !== 'admin' && !(policy?.owner && row[policy.owner] === ctx.caller.userId && ctx.caller.userId != null)) {
      row = pick(row, pub as string[]);
    }
    return row;
  });
  for (const j of joins) await attach(ctx, out, j);
  return out;
}

async function attach(ctx: Ctx, rows: Row[], j: JoinSpec) {
  const childPolicy = policyIn(ctx.policies, j.table);
  if (!rows.length) return;
  if (j.kind === 'forward') {
    const ids = [...new Set(rows.map((r) => r[j.field]).filter((v) => v != null).map(Number))];
    const found = ids.length
      ? ((await selectRows(j.table, ctx).where(readWhere(j.table, ctx, [])).where(`${j.table}.id`, 'in', ids).execute()) as Row[])
      : [];
    const finished = await finish(ctx, j.table, childPolicy, found, j.children);
    const byId = new Map(finished.map((r) => [Number(r.id), r]));
    for (const r of rows) r[j.key] = r[j.field] == null ? null : (byId.get(Number(r[j.field])) ?? null);
  } else {
    const ids = [...new Set(rows.map((r) => Number(r.id)))];
    const hasPosition = 'position' in tableMeta(j.table).fields;
    let q = selectRows(j.table, ctx).where(readWhere(j.table, ctx, [])).where(`${j.table}.${j.field}`, 'in', ids);
    if (hasPosition) q = q.orderBy(`${j.table}.position`);
    const found = (await q.orderBy(`${j.table}.id`).execute()) as Row[];
    const finished = await finish(ctx, j.table, childPolicy, found, j.children);
    const groups = new Map<number, Row[]>();
    for (const c of finished) {
      const k = Number(c[j.field]);
      (groups.get(k) ?? groups.set(k, []).get(k)!).push(c);
    }
    for (const r of rows) r[j.key] = groups.get(Number(r.id)) ?? [];
  }
}

export function pick(row: Row, keys: readonly string[]): Row {
  const out: Row = {};
  for (const k of keys) if (k in row) out[k] = row[k];
  return out;
}
