/** The door guard's page: its own area's address, merged into the console's paths. */
export const doorPassPaths = { doorPass: '/door-pass' } as const;
