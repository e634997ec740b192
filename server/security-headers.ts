/**
 * Headers every response of the production server carries (docs/security.md).
 *
 * The policy allows scripts from this origin only, and on a page rendered on the server inline scripts
 * that carry that page's nonce: no other inline script and no eval, so an injected `<script>` or
 * `onerror=` attribute does not run even if some HTML escaped sanitising. Styles
 * keep 'unsafe-inline' because the theme is applied as CSS custom properties at run time and React
 * writes `style` attributes. Images, videos and fonts may come from any https host (course images
 * and an appearance's files live on the backend's or a CDN's domain); data: and blob: cover
 * generated placeholders and upload previews.
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    // A rendered page is read whole, so React writes no inline script into it; should it write one (a
    // part to put in place later), only with the page's one-time nonce (src/entry-server.tsx).
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    // An appearance's font may live where its images do, on the backend's or a CDN's domain.
    "font-src 'self' data: https:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // Served over HTTPS in production: browsers that met it once never try plain HTTP again for two
  // years (they ignore the header on an HTTP response, so a local `npm start` is unaffected).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};
