export * from './desk.rules';
