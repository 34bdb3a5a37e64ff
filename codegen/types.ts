import openapiTS, { astToString } from 'openapi-typescript';
import type { JsonObject } from './bundle';

export async function renderTypes(doc: JsonObject): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const ast = await openapiTS(doc as any, { alphabetize: false, exportType: false });
  return '/* eslint-disable */\n' + astToString(ast);
}
