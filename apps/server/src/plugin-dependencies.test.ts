import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDependencies, type PluginInfo, pluginSources, pluginsOf } from './test/plugin-graph';

// Fastify checks a plugin's declared dependencies when it is registered; a use it does not declare
// works only as long as app.ts happens to register the other plugin first. This reads every
// plugin under modules/ and plugins/ (module plugins and routes plugins alike).
const root = fileURLToPath(new URL('.', import.meta.url));
const plugins = pluginSources(root, ['modules', 'plugins']).flatMap(pluginsOf);
const byName = new Map(plugins.map((plugin) => [plugin.name, plugin]));

describe('plugin dependencies', () => {
  it('reads the plugins, what they decorate and what they use', () => {
    for (const name of [
      'db',
      'auth',
      'realtime',
      'withdrawals',
      'payments',
      'kyc',
      'auth-service',
      'payments-routes',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
    // Every module plugin and routes file is read, none skipped for being written differently.
    const moduleFiles = readdirSync(join(root, 'modules'), { recursive: true, encoding: 'utf8' }).filter((path) =>
      /\.(plugin|routes)\.ts$/.test(path),
    );
    expect(moduleFiles.length).toBeGreaterThan(20);
    for (const path of moduleFiles) {
      expect(
        plugins.some((plugin) => plugin.path === join('modules', path)),
        path,
      ).toBe(true);
    }
    expect(byName.get('withdrawals')?.decorates).toEqual(['withdrawals']);
    expect(byName.get('auth')?.decorates).toEqual(
      expect.arrayContaining(['accessTokens', 'authCache', 'authenticate', 'requireAdmin']),
    );
    // The webhook's payout news goes to the withdrawals service.
    expect(byName.get('payments')?.uses).toContain('withdrawals');
    expect(byName.get('realtime')?.uses).toContain('authCache');
  });

  it('every plugin declares the plugins whose decorations it uses, and only plugins that exist', () => {
    const { undeclared, unknown } = checkDependencies(plugins);
    expect(undeclared.map((use) => `${use.path}: ${use.plugin} uses app.${use.decoration} of '${use.owner}'`)).toEqual(
      [],
    );
    expect(unknown).toEqual([]);
  });

  it('notices any declared dependency taken away while its decoration is still used', () => {
    const ownerOf = new Map(plugins.flatMap((plugin) => plugin.decorates.map((name) => [name, plugin.name] as const)));
    let removals = 0;
    for (const plugin of plugins) {
      const used = new Set(plugin.uses.map((name) => ownerOf.get(name)).filter((owner) => owner !== plugin.name));
      for (const dependency of plugin.dependencies.filter((name) => used.has(name))) {
        const without: PluginInfo = {
          ...plugin,
          dependencies: plugin.dependencies.filter((name) => name !== dependency),
        };
        const { undeclared } = checkDependencies(plugins.map((other) => (other === plugin ? without : other)));
        expect(
          undeclared.some((use) => use.plugin === plugin.name && use.owner === dependency),
          `${plugin.name} without ${dependency}`,
        ).toBe(true);
        removals += 1;
      }
    }
    expect(removals).toBeGreaterThan(50);
  });

  it('routes reach their module through its decoration, never the database itself', () => {
    const routes = plugins.filter((plugin) => plugin.path.endsWith('.routes.ts'));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((plugin) => plugin.uses.includes('db')).map((plugin) => plugin.path)).toEqual([]);
    // The check sees a routes plugin's use of the database when there is one.
    expect(byName.get('users')?.uses).toContain('db');
  });

  it('counts a use in a helper the plugin calls, and not one in a comment', () => {
    const owner = {
      path: 'thing.plugin.ts',
      text: [
        "import fp from 'fastify-plugin';",
        'async function thingPlugin(app: FastifyInstance) {',
        "  app.decorate('thing', 1);",
        '}',
        "export default fp(thingPlugin, { name: 'thing', dependencies: [] });",
      ].join('\n'),
    };
    const user = (dependencies: string) => ({
      path: 'user.plugin.ts',
      text: [
        "import fp from 'fastify-plugin';",
        '// app.thing in a comment is no use',
        'async function userPlugin(app: FastifyInstance) {',
        '  helper(app);',
        '}',
        'function helper(app: FastifyInstance) {',
        '  return app.thing;',
        '}',
        `export default fp(userPlugin, { name: 'user', dependencies: [${dependencies}] });`,
      ].join('\n'),
    });
    const check = (dependencies: string) =>
      checkDependencies([...pluginsOf(owner), ...pluginsOf(user(dependencies))]).undeclared;
    expect(check("'db'")).toEqual([{ plugin: 'user', path: 'user.plugin.ts', decoration: 'thing', owner: 'thing' }]);
    expect(check("'thing'")).toEqual([]);

    const commentOnly = { path: 'quiet.plugin.ts', text: user("'db'").text.replace('  return app.thing;', '') };
    expect(checkDependencies([...pluginsOf(owner), ...pluginsOf(commentOnly)]).undeclared).toEqual([]);
  });
});
