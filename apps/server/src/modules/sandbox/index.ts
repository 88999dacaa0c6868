export { sandboxModule } from './routes.ts';
export { CODE_TTL_SECONDS, issueSandboxCode } from './codes.ts';
// The payment twins (modules/payments) draw their pages and read their queries the same way.
export {
  escapeHtml,
  hiddenFields,
  HOST_COLORS,
  renderPage,
  sendErrorPage,
  sendPage,
  type PageTheme,
} from './html.ts';
export { field, HOST_API, parseRedirectUri } from './query.ts';
