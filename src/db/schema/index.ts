export * from './sites';
export * from './money';
export * from './payments';
export * from './stays';
export * from './catalog';
export * from './logs';
export * from './limits';
export * from './inventory';
