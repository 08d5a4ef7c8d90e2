// The React half of @lingualoop/shared: one Module Federation singleton, loaded by the shell
// before the first screen, so it holds only what every screen needs. Other entries:
// `/contracts` (wire types and rules; the API uses it), `/forms` (yup schemas, for the
// screens with forms) and `/dev-harness` (a remote run alone).
export * from './api';
export * from './app';
export * from './data-area';
export * from './i18n';
export * from './idle';
export * from './remote';
export * from './router';
export * from './rx';
export * from './session';
export * from './storage';
export * from './theme';
export * from './toast';
export * from './ui';
// From the contracts: the TypeBox-free constants and rules, and every type (erased at build).
export * from './contracts/course-constants';
export * from './contracts/error-keys';
export * from './contracts/languages';
export * from './contracts/validation-rules';
export type * from './contracts';
