export * from './identity.ts';
export * from './hospital.ts';
export * from './content.ts';
