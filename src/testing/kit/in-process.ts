/** The test's people in the app of this process (Vitest): `inject()`, the platform's super admin found or written in the test's database. */
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import { createUser, sessionCookieFor } from '#testing/factories';
import type { TestApp } from '#testing/test-app';
import { injectAgent } from './agent';
import type { World } from './shop';

export function inProcess(app: TestApp): World {
  return {
    newAgent: () => injectAgent(app),
    async superAdmin() {
      // The platform has one super admin: the test database's, or a new one.
      const [found] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1);
      const id = found?.id ?? (await createUser(app.db, { role: 'super_admin' })).id;
      return injectAgent(app, await sessionCookieFor(app, id));
    },
  };
}
