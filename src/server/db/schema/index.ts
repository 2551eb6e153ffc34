export * from './users';
export * from './auth';
export * from './properties';
export * from './site';
export * from './bookings';
export * from './reviews';
