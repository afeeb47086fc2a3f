export * from './common.schema';
export * from './auth.schema';
export * from './settings.schema';
export * from './menu.schema';
export * from './customer.schema';
export * from './health.schema';
