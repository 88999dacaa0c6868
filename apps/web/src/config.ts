/** Build-time settings; the only module that reads `import.meta.env`. */
export const config = {
  oauthClientSecret: import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'patient-web-secret',
} as const;
