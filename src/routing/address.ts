/**
 * The query parameters the address holds now. The router writes the address at once and renders after, so a change
 * built on the last render's parameters, made before that render (a second filter picked quickly, a search typed
 * right after a status), would undo the change before it; built on these, it keeps it.
 */
export function searchParamsNow(): URLSearchParams {
  return new URLSearchParams(globalThis.location?.search ?? '');
}
