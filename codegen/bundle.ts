import { bundle, createConfig } from '@redocly/openapi-core';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

/** Bundles the split contract into one document whose $refs all point inside it. */
export async function bundleContract(ref: string): Promise<JsonObject> {
  const config = await createConfig({});
  const result = await bundle({ ref, config });
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length) throw new Error(`contract: ${errors.map((p) => p.message).join('; ')}`);
  // JSON round trip drops YAML-only artefacts and gives stable key order (the source order).
  return JSON.parse(JSON.stringify(result.bundle.parsed)) as JsonObject;
}

/** Resolves every internal $ref, merging sibling keywords over the target (OpenAPI 3.1 semantics). */
export function deref(doc: JsonObject, node: Json, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((n) => deref(doc, n, seen));
  if (!node || typeof node !== 'object') return node;
  const obj = node as JsonObject;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (seen.includes(ref)) throw new Error(`contract: circular $ref ${ref}`);
    const target = pointer(doc, ref);
    const { $ref: _drop, ...siblings } = obj;
    const resolved = deref(doc, target, [...seen, ref]) as JsonObject;
    return { ...resolved, ...(deref(doc, siblings, seen) as JsonObject) };
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(obj)) out[k] = deref(doc, v, seen);
  return out;
}

export function pointer(doc: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`contract: external $ref left after bundling: ${ref}`);
  let cur: Json = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!cur || typeof cur !== 'object' || Array.isArray(cur) || !(key in cur)) {
      throw new Error(`contract: unresolved $ref ${ref}`);
    }
    cur = (cur as JsonObject)[key];
  }
  return cur;
}

/** Removes what is contract-only (vendor extensions, examples) so a JSON-schema validator accepts it. */
export function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k.startsWith('x-') || k === 'example' || k === 'examples' || k === 'discriminator') continue;
    out[k] = k === 'properties' ? mapValues(v as JsonObject, toJsonSchema) : toJsonSchema(v);
  }
  // Every integer of the contract is a safe integer: ajv's own integer check lets "1e309" (Infinity) through, which
  // the databases then refuse as a 500. Bounds the contract gives itself stay as they are.
  if (([] as Json[]).concat(out.type ?? []).includes('integer')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = Number.MAX_SAFE_INTEGER;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = Number.MIN_SAFE_INTEGER;
  }
  return out;
}

function mapValues(obj: JsonObject, fn: (v: Json) => Json): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(obj)) out[k] = fn(v);
  return out;
}
