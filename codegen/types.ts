import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import type { JsonObject } from './bundle';

/** A file of a multipart body (`format: binary`) is a Blob (a File is one), not the string openapi-typescript assumes. */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

export async function renderTypes(doc: JsonObject): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const ast = await openapiTS(doc as any, {
    alphabetize: false,
    exportType: false,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return '/* eslint-disable */\n' + astToString(ast);
}
