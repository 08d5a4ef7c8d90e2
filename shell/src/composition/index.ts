export * from './registry';
export * from './remote-area';
export * from './remote-context';
export * from './remote-loader';
