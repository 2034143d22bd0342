// relay-compiler and babel-plugin-relay both read this file (through require, so plain named
// exports). Artifacts sit in a __generated__ folder beside each module (STYLE.md §2).
export const src = './client/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
export const customScalarTypes = { JSON: 'unknown', BigInt: 'number' };
