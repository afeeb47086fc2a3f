export * from './sales-weeks';
export * from './stopped-buying';
export * from './overdue-invoice';
export * from './customer-urgency';
export * from './viewed-not-bought';
