export * from './claim-window';
export * from './credit-amount';
export * from './credit-request';
