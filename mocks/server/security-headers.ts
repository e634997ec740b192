/**
 * Headers every answer of the production server carries (docs/security.md).
 *
 * The policy allows scripts from this origin only: no inline script and no eval, so an injected
 * `<script>` or `onerror=` attribute does not run even if some HTML escaped sanitising. Styles
 * keep 'unsafe-inline' because the theme is applied as CSS custom properties at run time and React
 * writes `style` attributes. Images may come from any https host (course images live on the
 * backend's or a CDN's domain); data: and blob: cover generated placeholders and upload previews.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
