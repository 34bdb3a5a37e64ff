/**
 * Queries compiled once per shape and run with each call's values (docs/performance.md, "The records API against its
 * floor"). Kysely builds, freezes and compiles a query's operation tree on every call; for a get-one that is half of
 * the records service's time, twice the SQL's own. A template is built once with stand-ins for the call's values;
 * each stand-in becomes one parameter of the compiled SQL, and later calls only put their values in those places.
 *
 * What `shape` must name (the dialect is always added to it): everything else the SQL's text depends on (the table,
 * the caller's kind and role, whether they are signed in, how many ids a list holds). What the build must take from
 * `values`: everything that changes between calls (ids, the caller's id, a time). A value read anywhere else is kept as
 * it was at the first call, so the first call checks the template against the query built directly with its real
 * values; a build whose SQL or constants depend on the values themselves (a branch on a value) fails that check and is
 * always built directly instead (ADR 030).
 */
import type { CompiledQuery, Compilable } from 'kysely';
import type { DB, Dialect } from './index';

/** What a build receives in place of a call's value; compiled into one parameter. */
class Slot {
  constructor(readonly index: number) {}
}

type Part = Slot | { value: unknown };
interface Template {
  compiled: CompiledQuery;
  parts: Part[];
}

/** Values of a direct build and a template's parameters agree (dates by time: a build may make one per call). */
function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return Object.is(a, b);
}

/**
 * The SQL texts of templates, for PostgreSQL's pools (server/db/index.ts): a connection runs these as named prepared
 * statements (parsed and planned once per connection, as a hand-written `pg` route would), everything else unnamed.
 * At most this many are remembered, the oldest forgotten first; each pool names at most its own few hundred.
 */
const TEMPLATE_SQL = new Set<string>();
const MAX_TEMPLATE_SQL = 5000;

/** Whether `sql` is the text of a query template (so worth preparing by name). */
export function isTemplateSql(sql: string): boolean {
  return TEMPLATE_SQL.has(sql);
}

export class QueryTemplates {
  /** By key; `null`: the key's SQL depends on its values, built directly every time. */
  private readonly templates = new Map<string, Template | null>();

  constructor(private readonly max = 2000) {}

  /** The rows of the query `build` makes from `values`, compiled once per dialect and `shape`. */
  async rows<R, const V extends readonly unknown[]>(db: DB, dialect: Dialect, shape: string, values: V, build: (values: V) => Compilable<R>): Promise<R[]> {
    const key = `${dialect}|${shape}`;
    let template = this.templates.get(key);
    if (template === undefined) {
      const direct = build(values).compile();
      template = this.make(direct, values, build);
      if (template && dialect === 'postgres' && !TEMPLATE_SQL.has(template.compiled.sql)) {
        if (TEMPLATE_SQL.size >= MAX_TEMPLATE_SQL) TEMPLATE_SQL.delete(TEMPLATE_SQL.values().next().value as string);
        TEMPLATE_SQL.add(template.compiled.sql);
      }
      if (this.templates.size >= this.max) this.templates.delete(this.templates.keys().next().value as string);
      this.templates.set(key, template);
      return (await db.executeQuery<R>(direct)).rows;
    }
    if (template === null) return (await db.executeQuery<R>(build(values).compile())).rows;
    const parameters = template.parts.map((p) => (p instanceof Slot ? values[p.index] : p.value));
    return (await db.executeQuery<R>({ ...template.compiled, parameters } as CompiledQuery<R>)).rows;
  }

  /** The template for a direct build, or `null` when building with stand-ins does not give the same query. */
  private make<R, V extends readonly unknown[]>(direct: CompiledQuery<R>, values: V, build: (values: V) => Compilable<R>): Template | null {
    const slots = values.map((_, i) => new Slot(i)) as unknown as V;
    let compiled: CompiledQuery<R>;
    try {
      compiled = build(slots).compile();
    } catch {
      return null;
    }
    const parts: Part[] = compiled.parameters.map((p) => (p instanceof Slot ? p : { value: p }));
    const agrees =
      compiled.sql === direct.sql &&
      parts.length === direct.parameters.length &&
      parts.every((p, i) => same(p instanceof Slot ? values[p.index] : p.value, direct.parameters[i]));
    return agrees ? { compiled, parts } : null;
  }
}

/** The process's templates: a key's SQL is the same whichever database of its dialect runs it. */
export const TEMPLATES = new QueryTemplates();
