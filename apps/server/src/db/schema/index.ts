export * from './audit';
export * from './sessions';
export * from './support';
export * from './tournaments';
export * from './users';
