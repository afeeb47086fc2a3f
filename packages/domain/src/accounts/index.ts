export * from './ar-records';
export * from './iso-days';
export * from './aging';
export * from './running-balance';
export * from './payment-amounts';
export * from './payment-types';
export * from './echeck';
