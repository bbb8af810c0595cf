/** The test's people at a running server (Playwright, the bench): real HTTP, the platform account it was started with. */
import { httpAgent } from './agent';
import { expectStatus, type World } from './shop';

export function overHttp(baseUrl: string, platform: { email: string; password: string }): World {
  return {
    newAgent: () => httpAgent(baseUrl),
    async superAdmin() {
      const agent = httpAgent(baseUrl);
      expectStatus(await agent.post('/api/auth/login', platform), 200, 'platform sign-in');
      return agent;
    },
  };
}
