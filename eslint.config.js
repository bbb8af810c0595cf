import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layer boundaries (docs/architecture.md): shared imports nothing of server or client; server never
// imports client; client never imports server; features import each other only through index.ts.
const boundaries = [
  {
    target: './src/shared',
    from: ['./src/server', './src/client', './src/testing'],
    message: 'shared is isomorphic: no server or client imports',
  },
  { target: './src/server', from: './src/client', message: 'the server never imports client code' },
  { target: './src/client', from: ['./src/server', './src/testing'], message: 'the client never imports server code' },
  {
    target: ['./src/client/components', './src/client/lib'],
    from: ['./src/client/app', './src/client/features'],
    message: 'components and lib are shared by every screen: they never import app or features',
  },
];

// A server feature shows the others one public face, its index.ts: the use cases and types other
// features call. Its services, repos and SQL stay its own, so a feature can be reorganised inside
// without touching the rest. What every feature needs (the shop's time zone and settings, manager
// approval, passwords, the audit trail) is in src/server/kernel. One zone per feature folder, read
// when lint runs, so a new feature is fenced without an edit. (With a glob `from`, the plugin
// matches `except` globs against absolute paths.)
const root = import.meta.dirname;
const serverFeatures = path.join(root, 'src/server/features');
const serverFeatureZones = readdirSync(serverFeatures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: path.join(serverFeatures, name),
    from: path.join(serverFeatures, '*/**'),
    except: [path.join(serverFeatures, name, '**'), path.join(serverFeatures, '*/index.ts')],
    message: 'a feature imports another feature only through its public face, features/<name>/index.ts (docs/architecture.md)',
  }));

const CLIMBS_TWO = {
  regex: '^(\\.\\./){2,}',
  message: 'use an alias (#shared/…, #server/…, #client/…, #testing/…) rather than climbing two folders',
};

// A client feature, like a server one, shows the others only its public face, features/<name>/index.ts:
// the till opens the returns', shifts' and tax invoices' dialogs and prints through the printing
// feature's printer, and nothing else of theirs. Heavy parts are exported as loaders, so importing a
// face does not pull a dialog into the page that imports it. The offline device layer
// (features/offline: the device store and outbox) is open to every feature: the till's checkout,
// shifts and returns queue through it (docs/decisions/0016-offline-till.md). One zone per feature
// folder, as for the server above.
const clientFeatures = path.join(root, 'src/client/features');
const clientFeatureZones = readdirSync(clientFeatures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'offline')
  .map(({ name }) => ({
    target: path.join(clientFeatures, name),
    from: path.join(clientFeatures, '*/**'),
    except: [path.join(clientFeatures, name, '**'), path.join(clientFeatures, 'offline', '**'), path.join(clientFeatures, '*/index.ts')],
    message: 'a client feature imports another only through its public face, features/<name>/index.ts (docs/architecture.md)',
  }));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
      'bench/results/**',
      'bench/tmp/**',
      'bench/**/tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // tsconfig.json's paths too, so the boundaries below hold for aliased imports (#server/…).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: path.join(import.meta.dirname, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaries, ...serverFeatureZones, ...clientFeatureZones] }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // An import climbs at most one folder; further is an alias (tsconfig.json's paths).
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMBS_TWO] }] },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // toast from components/ui: importing sonner itself skips the gate that mounts the Toaster
          // (components/ui/toaster-gate.ts), and the toast never shows.
          paths: [{ name: 'sonner', message: "import { toast } from components/ui, not from 'sonner'" }],
          patterns: [CLIMBS_TWO],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'src/server/main.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
