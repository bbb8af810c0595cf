/**
 * oidc-provider 9 ships no type declarations (dev dependency, used only by the tests' local
 * OpenID provider): the little of its API that oidc-test-provider.ts uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface KoaContext {
    path: string;
    method: string;
    status: number;
    body: unknown;
    req: IncomingMessage;
    res: ServerResponse;
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string };
    };
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: Array<Record<string, unknown>>;
    pkce?: { required?: (ctx: KoaContext, client: unknown) => boolean };
    ttl?: Record<string, number>;
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url?: (ctx: KoaContext, interaction: { uid: string }) => string };
    findAccount?: (ctx: KoaContext, sub: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContext) => Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: new (opts: { clientId: string; accountId?: string }) => Grant;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
