export * from './users';
export * from './auth';
export * from './properties';
export * from './site';
