/**
 * The API reference page (integration/docs): a small HTML page that loads the renderer from the web app's static files
 * and points it at the document. Read by the handler and by the web stack (its CloudFront behaviour keeps this CSP).
 */

/** Where the web build keeps the reference renderer (Scalar's standalone browser build), outside the app's bundle. */
export const API_DOCS_SCRIPT = '/api-docs/scalar.js';
export const DOCUMENT_URL = '/api/openapi.json';

/**
 * The reference page's own policy: only this origin's script (the renderer, no inline script: its configuration is
 * data attributes), the styles it injects, and calls to this origin (the document, and "try it" calls).
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Scalar's settings: no web fonts, and none of its hosted extras (the developer toolbar with its deploy and SDK offers,
 * the AI agent, MCP), which call Scalar's own services: this page speaks to this origin only.
 */
const RENDERER_CONFIGURATION = JSON.stringify({
  withDefaultFonts: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
});

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const API_DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Scheduler API reference</title>
  </head>
  <body>
    <noscript>The API reference needs JavaScript. The document itself is at <a href="${DOCUMENT_URL}">${DOCUMENT_URL}</a>.</noscript>
    <script id="api-reference" type="application/json" data-url="${DOCUMENT_URL}" data-configuration="${attribute(RENDERER_CONFIGURATION)}"></script>
    <script src="${API_DOCS_SCRIPT}"></script>
  </body>
</html>
`;
