import { CodeChallengeMethod, Facebook, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import * as oidc from 'openid-client';
import type { OAuthClientConfig, OAuthConfig, SocialProvider } from './oauth.config';

/** What a provider tells us about the person signing in. */
export interface SocialProfile {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  /** True only when the provider asserts it (OIDC email_verified, GitHub's verified primary e-mail). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** The per-attempt secrets kept (signed, httpOnly, 10 minutes) between the redirect and the callback. */
export interface OAuthTransaction {
  provider: SocialProvider;
  state: string;
  codeVerifier: string | null;
  nonce: string | null;
  redirectUri: string;
  expiresAt: number;
}

export interface SocialFlow {
  start(redirectUri: string): Promise<{ url: URL; txn: Omit<OAuthTransaction, 'expiresAt'> }>;
  /** `query` is the callback's query string; state has already been compared with the transaction. */
  finish(txn: OAuthTransaction, query: URLSearchParams): Promise<SocialProfile>;
}

/** A provider that answered unexpectedly (discovery down, token refused, bad ID token…). */
export class SocialSignInError extends Error {
  constructor(
    message: string,
    readonly code: 'provider_unavailable' | 'sign_in_failed' = 'sign_in_failed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

const isLoopback = (u: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);

/**
 * OpenID Connect through openid-client: discovery, authorization code + PKCE (S256), state and
 * nonce; the ID token's signature, issuer, audience, expiry and nonce are validated by the library.
 */
function oidcFlow(provider: 'oidc' | 'google', issuerUrl: string, clientId: string, clientSecret: string | undefined): SocialFlow {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    if (!discovered) {
      const issuer = new URL(issuerUrl);
      // Plain http only for a provider on this machine (tests, local development).
      const execute = issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [];
      discovered = oidc
        .discovery(issuer, clientId, clientSecret, clientSecret ? oidc.ClientSecretPost(clientSecret) : oidc.None(), {
          execute,
          timeout: 10,
        })
        .catch((err: unknown) => {
          discovered = null; // try again on the next sign-in
          throw new SocialSignInError('OpenID provider discovery failed', 'provider_unavailable', { cause: err });
        });
    }
    return discovered;
  };

  return {
    async start(redirectUri) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, txn: { provider, state, codeVerifier, nonce, redirectUri } };
    },

    async finish(txn, query) {
      const config = await configuration();
      const callbackUrl = new URL(txn.redirectUri);
      callbackUrl.search = query.toString();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: txn.codeVerifier ?? undefined,
          expectedState: txn.state,
          expectedNonce: txn.nonce ?? undefined,
          idTokenExpected: true,
        });
      } catch (err) {
        throw new SocialSignInError('The authorization code was refused or the ID token is invalid', 'sign_in_failed', { cause: err });
      }
      const claims = tokens.claims();
      if (!claims?.sub) throw new SocialSignInError('The ID token has no subject');
      let info: Record<string, unknown> = { ...claims };
      try {
        // Userinfo (bound to the ID token's subject) carries the e-mail when the ID token does not.
        const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        info = { ...info, ...userinfo };
      } catch (err) {
        if (!str(claims.email)) throw new SocialSignInError('The user info request failed', 'sign_in_failed', { cause: err });
      }
      return {
        provider,
        subject: claims.sub,
        email: str(info.email)?.toLowerCase() ?? null,
        emailVerified: info.email_verified === true,
        firstName: str(info.given_name) ?? str(info.first_name),
        lastName: str(info.family_name) ?? str(info.last_name),
        profileImageUrl: str(info.picture) ?? str(info.profile_image_url),
      };
    },
  };
}

export const GITHUB_ENDPOINTS = {
  authorize: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  user: 'https://api.github.com/user',
  emails: 'https://api.github.com/user/emails',
};

async function getJson(url: string, accessToken: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', 'User-Agent': 'Kade' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new SocialSignInError(`Request to ${new URL(url).host} failed`, 'provider_unavailable', { cause: err });
  }
  if (!res.ok) throw new SocialSignInError(`${new URL(url).host} answered ${res.status}`);
  return res.json();
}

async function exchange(fn: () => Promise<{ accessToken(): string }>): Promise<string> {
  try {
    return (await fn()).accessToken();
  } catch (err) {
    throw new SocialSignInError('The authorization code was refused', 'sign_in_failed', { cause: err });
  }
}

/**
 * GitHub through arctic's OAuth 2.0 client with PKCE (S256) and state. Only GitHub's primary,
 * verified e-mail counts as verified.
 */
function githubFlow(cfg: OAuthClientConfig): SocialFlow {
  return {
    async start(redirectUri) {
      const client = new OAuth2Client(cfg.clientId, cfg.clientSecret, redirectUri);
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(GITHUB_ENDPOINTS.authorize, state, CodeChallengeMethod.S256, codeVerifier, [
        'read:user',
        'user:email',
      ]);
      return { url, txn: { provider: 'github', state, codeVerifier, nonce: null, redirectUri } };
    },
    async finish(txn, query) {
      const code = query.get('code');
      if (!code) throw new SocialSignInError('No authorization code');
      const client = new OAuth2Client(cfg.clientId, cfg.clientSecret, txn.redirectUri);
      const accessToken = await exchange(() => client.validateAuthorizationCode(GITHUB_ENDPOINTS.token, code, txn.codeVerifier));
      const user = (await getJson(GITHUB_ENDPOINTS.user, accessToken)) as Record<string, unknown>;
      const emails = (await getJson(GITHUB_ENDPOINTS.emails, accessToken)) as unknown;
      if (typeof user?.id !== 'number' && typeof user?.id !== 'string') throw new SocialSignInError('GitHub returned no user id');
      const list = Array.isArray(emails) ? (emails as Array<Record<string, unknown>>) : [];
      const primary = list.find((e) => e.primary === true && typeof e.email === 'string');
      const [first, ...rest] = (str(user.name) ?? '').split(/\s+/);
      return {
        provider: 'github',
        subject: String(user.id),
        email: primary ? String(primary.email).toLowerCase() : (str(user.email)?.toLowerCase() ?? null),
        emailVerified: primary?.verified === true,
        firstName: first || str(user.login),
        lastName: rest.length ? rest.join(' ') : null,
        profileImageUrl: str(user.avatar_url),
      };
    },
  };
}

export const FACEBOOK_ENDPOINTS = {
  me: 'https://graph.facebook.com/v16.0/me?fields=id,first_name,last_name,email,picture',
};

/**
 * Facebook through arctic's Facebook client: state, and the code exchanged with the app secret.
 * Facebook's code flow has no PKCE outside its (test-stage) OIDC mode and no e-mail verification
 * flag, so a Facebook e-mail is never treated as verified: it never links to an existing account.
 */
function facebookFlow(cfg: OAuthClientConfig): SocialFlow {
  return {
    async start(redirectUri) {
      const client = new Facebook(cfg.clientId, cfg.clientSecret, redirectUri);
      const state = generateState();
      const url = client.createAuthorizationURL(state, ['email', 'public_profile']);
      return { url, txn: { provider: 'facebook', state, codeVerifier: null, nonce: null, redirectUri } };
    },
    async finish(txn, query) {
      const code = query.get('code');
      if (!code) throw new SocialSignInError('No authorization code');
      const client = new Facebook(cfg.clientId, cfg.clientSecret, txn.redirectUri);
      const accessToken = await exchange(() => client.validateAuthorizationCode(code));
      const me = (await getJson(FACEBOOK_ENDPOINTS.me, accessToken)) as Record<string, unknown>;
      if (!str(me?.id)) throw new SocialSignInError('Facebook returned no user id');
      const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
      return {
        provider: 'facebook',
        subject: String(me.id),
        email: str(me.email)?.toLowerCase() ?? null,
        emailVerified: false,
        firstName: str(me.first_name),
        lastName: str(me.last_name),
        profileImageUrl: str(picture),
      };
    },
  };
}

/** The flows of the configured providers only. */
export function createSocialFlows(cfg: OAuthConfig): Partial<Record<SocialProvider, SocialFlow>> {
  const flows: Partial<Record<SocialProvider, SocialFlow>> = {};
  if (cfg.oidc) flows.oidc = oidcFlow('oidc', cfg.oidc.issuerUrl, cfg.oidc.clientId, cfg.oidc.clientSecret);
  if (cfg.google) flows.google = oidcFlow('google', 'https://accounts.google.com', cfg.google.clientId, cfg.google.clientSecret);
  if (cfg.github) flows.github = githubFlow(cfg.github);
  if (cfg.facebook) flows.facebook = facebookFlow(cfg.facebook);
  return flows;
}
