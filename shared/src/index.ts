// The React half of @lingualoop/shared. The API imports only `@lingualoop/shared/contracts`.
export * from './api';
export * from './app';
export * from './data-area';
export * from './dev-harness';
export * from './forms';
export * from './i18n';
export * from './remote';
export * from './session';
export * from './storage';
export * from './theme';
export * from './toast';
export * from './ui';
export * from './contracts';
