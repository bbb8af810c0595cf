import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AUTH_PATHS } from '#shared/contracts/auth';
import { endSession } from '#server/plugins/session';

/**
 * Signing out. GET /api/logout stays for the app's own navigation, but a Lax cookie is
 * also sent when a foreign page navigates here: such a request only gets a page asking to confirm,
 * whose form POSTs to /api/logout — and every POST passes the cross-site check (plugins/security.ts).
 */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // The confirmation form posts an empty urlencoded body; accept it here only (elsewhere it is a 415).
  app.addContentTypeParser('application/x-www-form-urlencoded', { bodyLimit: 1024 }, (_req, _body, done) => done(null, undefined));

  app.get(AUTH_PATHS.logout, { config: { access: { kind: 'public' } } }, async (req, reply) => {
    if (isForeignRequest(req)) {
      // Under the app's no-referrer policy a form POST carries `Origin: null`, which the cross-site
      // check refuses: this page's own form must say where it comes from.
      return reply.header('Content-Type', 'text/html; charset=utf-8').header('Referrer-Policy', 'same-origin').send(CONFIRM_PAGE);
    }
    await endSession(db, req, reply);
    return reply.redirect('/');
  });

  app.post(AUTH_PATHS.logout, { config: { access: { kind: 'public' } } }, async (req, reply) => {
    await endSession(db, req, reply);
    return reply.redirect('/', 303);
  });
};

/** Whether the browser says the request came from another site: Sec-Fetch-Site, else a foreign Origin or Referer. */
export function isForeignRequest(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  for (const source of [req.headers.origin, req.headers.referer]) {
    if (!source) continue;
    try {
      if (new URL(source).host !== req.headers.host) return true;
    } catch {
      return true; // 'null' or garbage: not this site
    }
  }
  return false;
}

// A plain page (no script: the CSP allows none inline); the server has no i18n catalogue, so it is English like the API's messages.
const CONFIRM_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>Sign out of Kade?</title>
<style>
body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:2rem;max-width:24rem;text-align:center}
button{font:inherit;background:#0f172a;color:#fff;border:0;border-radius:8px;padding:.6rem 1.2rem;cursor:pointer}
a{color:#334155;display:inline-block;margin-top:1rem}
</style>
</head>
<body>
<main>
<h1>Sign out of Kade?</h1>
<p>Another website sent you here. Sign out only if you meant to.</p>
<form method="post" action="${AUTH_PATHS.logout}"><button type="submit">Sign out</button></form>
<a href="/">Stay signed in</a>
</main>
</body>
</html>
`;
