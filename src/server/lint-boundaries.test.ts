/**
 * The import boundaries eslint.config.js draws, shown to fire: a server feature imports another only
 * through its public face (features/<name>/index.ts), on the server and in the client alike, and the
 * client's shared components and lib never import the app shell or a feature. Each probe is linted as if it were a file at `filePath`
 * with the project's own eslint.config.js; the imported modules are real files, so they resolve.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';
const CLIMB_RULE = 'no-restricted-imports';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

/** The messages of `rule` for `code` placed at `file` (relative to the repository root). */
async function zoneMessages(file: string, code: string, rule = RULE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('server: a feature imports another only through its public face', () => {
  it("fires on a service importing another feature's repo or service", async () => {
    const messages = await zoneMessages(
      'src/server/features/sales/lint-probe.service.ts',
      "import { debtorBalanceCents } from '../debtors/debtors.repo';\nimport { listDebtors } from '../debtors/debtors.service';\nexport const probe = [debtorBalanceCents, listDebtors];\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('public face');
  });

  it('fires on an aliased deep import, from a use-case folder inside a feature too', async () => {
    const messages = await zoneMessages(
      'src/server/features/debtors/use-cases/lint-probe.ts',
      "import { findSale } from '#server/features/sales/sales.repo';\nexport const probe = findSale;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it("allows the feature's own files, another feature's index and the kernel", async () => {
    const messages = await zoneMessages(
      'src/server/features/sales/lint-probe.service.ts',
      "import { findSale } from './sales.repo';\nimport { listDebtors } from '#server/features/debtors';\nimport { getBusinessTimeZone } from '#server/kernel/business-time-zone';\nexport const probe = [findSale, listDebtors, getBusinessTimeZone];\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('client: components and lib never import app or features', () => {
  it('fires on a component importing a feature or the app shell', async () => {
    const messages = await zoneMessages(
      'src/client/components/lint-probe.tsx',
      "import { cartTotals } from '../features/pos/lib/cart';\nimport { prefetchScreens } from '../app/prefetch';\nexport const probe = [cartTotals, prefetchScreens];\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('never import app or features');
  });

  it('fires on lib importing a feature', async () => {
    const messages = await zoneMessages(
      'src/client/lib/lint-probe.ts',
      "import { cartTotals } from '../features/pos/lib/cart';\nexport const probe = cartTotals;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('allows a component importing lib and a feature importing components', async () => {
    expect(
      await zoneMessages('src/client/components/lint-probe.tsx', "import { cn } from '../lib/cn';\nexport const probe = cn;\n"),
    ).toEqual([]);
    expect(
      await zoneMessages(
        'src/client/features/pos/lint-probe.tsx',
        "import { Button } from '#client/components/ui';\nexport const probe = Button;\n",
      ),
    ).toEqual([]);
  });
});

describe('client: a feature imports another only through its public face', () => {
  it("fires on a feature importing another feature's module, relative or aliased", async () => {
    const messages = await zoneMessages(
      'src/client/features/crm/lint-probe.tsx',
      "import { cartTotals } from '#client/features/pos/lib/cart';\nimport { addToCart } from '../pos/lib/cart';\nexport const probe = [cartTotals, addToCart];\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('public face');
  });

  it("allows its own modules, another feature's index and the offline device layer", async () => {
    const messages = await zoneMessages(
      'src/client/features/pos/components/lint-probe.tsx',
      "import { cartTotals } from '#client/features/pos/lib/cart';\nimport * as outbox from '#client/features/offline/outbox';\nimport { shiftKeys } from '#client/features/shifts';\nexport const probe = [cartTotals, outbox, shiftKeys];\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('every file: an import climbs at most one folder', () => {
  it('fires on ../../ and not on ../ or an alias', async () => {
    const file = 'src/server/features/sales/lint-probe.ts';
    expect(
      await zoneMessages(file, `import { sql } from '${'../'.repeat(2)}db/client';\nexport const probe = sql;\n`, CLIMB_RULE),
    ).toHaveLength(1);
    expect(
      await zoneMessages(
        file,
        "import { findSale } from './sales.repo';\nimport { listDebtors } from '../debtors/debtors.service';\nimport { sql } from '#server/db/client';\nexport const probe = [findSale, listDebtors, sql];\n",
        CLIMB_RULE,
      ),
    ).toEqual([]);
  });
});
