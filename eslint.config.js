import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Who may import what (STYLE.md): the layers point inwards, and workflow code stays deterministic.
const zone = (from, forbidden, message) => ({
  files: [from],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

// The web app's areas (docs/web-layout.md): every folder of web/src/areas is one, found on disk so a new area is covered.
const WEB_AREAS = readdirSync(new URL('./web/src/areas/', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const WEB_LAYERS = ['**/api/**', '**/db/**', '**/workflows/**', '**/worker/**', 'pg', 'pg-boss', 'express', '@temporalio/*'];
const WEB_LAYERS_MESSAGE = 'web/ may import only domain/ and machines/ of ours.';
// A relative import that climbs out of its folder into one of these (directly or through areas/).
const climbsInto = (folders) => `^(\\.\\./)+(areas/)?(${folders.join('|')})(/|$)`;
// The web zones combine the layer rule with the area rule: a later no-restricted-imports replaces an earlier one.
const webZone = (from, extra) => ({
  files: [from],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: WEB_LAYERS, message: WEB_LAYERS_MESSAGE }, ...extra] }],
  },
});

const NODE_BUILTINS = ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'child_process', 'net', 'http', 'https', 'url', 'util', 'stream', 'events', 'process'];

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', '.data/', '.tools/', 'coverage/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  zone('domain/**', ['**/machines/**', '**/workflows/**', '**/worker/**', '**/api/**', '**/web/**', '**/db/**', ...NODE_BUILTINS, 'pg', 'express', 'react', 'xstate'], 'domain/ is pure: it imports only zod and other domain files.'),
  zone('machines/**', ['**/workflows/**', '**/worker/**', '**/api/**', '**/web/**', '**/db/**', ...NODE_BUILTINS, 'pg', 'express'], 'machines/ may import only xstate and domain/.'),
  // Workflow code (the workflows, their stages, their activity interfaces) points inwards: the worker implements
  // the interfaces declared here, never the other way round.
  zone('workflows/**', ['**/db/**', '**/api/**', '**/worker/**', '**/web/**', ...NODE_BUILTINS, 'pg', 'pg-boss', 'express'], 'Workflow code is deterministic and owns its activity interfaces: no Node built-ins, no I/O, nothing from worker/, db/ or api/.'),
  zone('db/**', ['**/api/**', '**/web/**', '**/workflows/**', '**/worker/**'], 'db/ may import only pg, pg-boss, zod and domain/.'),
  zone('worker/**', ['**/api/**', '**/web/**'], 'worker/ must not import api/ or web/.'),
  zone('api/**', ['**/web/**', '**/worker/**'], 'api/ must not import web/ or worker/.'),
  webZone('web/**', []),
  // Areas do not import each other nor the router that composes them; what two areas need lives in web/src/shared/.
  ...WEB_AREAS.map((area) => webZone(`web/src/areas/${area}/**`, [{
    regex: climbsInto([...WEB_AREAS.filter((other) => other !== area), 'app']),
    message: `An area imports only itself, web/src/shared/, domain/ and machines/: move what ${area} needs from another area to web/src/shared/.`,
  }])),
  webZone('web/src/shared/**', [{ regex: climbsInto(['areas', 'app', ...WEB_AREAS]), message: 'web/src/shared/ serves every area and imports none of them.' }]),
  { files: ['scripts/**', 'bench/**', 'tests/**'], rules: { 'no-console': 'off' } },
  // Test files run in parallel, each worker in a Temporal namespace of its own: a client or worker that
  // names none would use 'default', where nobody else's loans are and other runs' loans may be.
  {
    files: ['tests/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Client'] > ObjectExpression:not(:has(Property[key.name='namespace']))", message: "Name the namespace: new Client({ connection, namespace: inject('temporalNamespace') })." },
        { selector: "CallExpression[callee.object.name='Worker'][callee.property.name='create'] > ObjectExpression:not(:has(Property[key.name='namespace']))", message: "Name the namespace: Worker.create({ namespace: inject('temporalNamespace'), … })." },
      ],
    },
  },
  // Tests read JSON answers field by field; typing every answer would only restate the schemas.
  { files: ['tests/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
