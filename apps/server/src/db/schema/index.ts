export * from './audit';
export * from './ledger';
export * from './sessions';
export * from './support';
export * from './tournaments';
export * from './users';
export * from './wallet';
export * from './withdrawals';
