export * from './auth';
export * from './catalog';
export * from './common';
export * from './contact';
export * from './error-keys';
export * from './languages';
export * from './user';
export * from './validation-rules';
