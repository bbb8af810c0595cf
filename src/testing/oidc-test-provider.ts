import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An account the local provider signs in as; the test picks it before each flow. */
export interface TestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction logs in as. */
  signInAs(account: TestAccount): void;
  /** Every authorization request the provider received (to check PKCE parameters). */
  authorizationRequests: URL[];
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 and a random port, for tests: one confidential
 * client with PKCE required, an interaction that logs the chosen account in without a form, and a
 * grant for openid/email/profile so there is no consent page.
 */
export async function startLocalOidcProvider(redirectUris: string[]): Promise<LocalOidcProvider> {
  const { default: Provider } = await import('oidc-provider');
  let current: TestAccount | null = null;
  const authorizationRequests: URL[] = [];

  let handler: ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/auth?')) authorizationRequests.push(new URL(req.url, 'http://127.0.0.1'));
    handler?.(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'kade-test-client';
  const clientSecret = 'kade-test-client-secret-0123456789abcdef';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = current && current.sub === sub ? current : null;
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.givenName,
            family_name: account.familyName,
          };
        },
      };
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session?.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  // The interaction: log the chosen account in at once (no form to fill).
  provider.use(async (ctx, next) => {
    const m = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!m || ctx.method !== 'GET') return next();
    if (!current) {
      ctx.status = 500;
      ctx.body = 'no test account chosen';
      return;
    }
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: current.sub } }, { mergeWithLastSubmission: false });
  });

  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      current = account;
    },
    authorizationRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tiny cookie jar for driving the provider with fetch (cookie paths are ignored: one jar per flow). */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Follow the provider's redirects (with cookies) from an authorization URL until it sends the
 * browser back to `callbackPrefix`; returns that callback URL.
 */
export async function followProviderUntil(authorizationUrl: string, callbackPrefix: string, maxHops = 10): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < maxHops; hop++) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`provider stopped at ${url} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    }
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}
