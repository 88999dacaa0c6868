export * from './identity.ts';
export * from './hospital.ts';
export * from './content.ts';
export * from './messages.ts';
export * from './patients.ts';
