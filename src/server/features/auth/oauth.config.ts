/** Social sign-in configuration: a provider is on only when its client id (and secret) are set. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

export interface OAuthConfig {
  /** Where users reach Kade (https://shop.example.lk); redirect URIs are built from it, else from the request's host. */
  publicUrl?: string;
  /** Generic OpenID Connect behind /api/login (Replit-style). Without a secret the client is public (PKCE only). */
  oidc?: { issuerUrl: string; clientId: string; clientSecret?: string };
  google?: OAuthClientConfig;
  github?: OAuthClientConfig;
  facebook?: OAuthClientConfig;
}

export const SOCIAL_PROVIDERS = ['oidc', 'google', 'github', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The /auth/:provider entry points (the generic OIDC provider lives at /api/login). */
export const PATH_PROVIDERS = ['google', 'github', 'facebook'] as const;
export type PathProvider = (typeof PATH_PROVIDERS)[number];

export function configuredProviders(cfg: OAuthConfig): Record<SocialProvider, boolean> {
  return { oidc: Boolean(cfg.oidc), google: Boolean(cfg.google), github: Boolean(cfg.github), facebook: Boolean(cfg.facebook) };
}
