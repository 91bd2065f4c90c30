import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A static reading of the server's Fastify plugins: which plugin decorates what, which
 * decorations each plugin uses, and which plugins it declares as dependencies. It reads source
 * text as the formatter leaves it (top-level declarations at the start of a line), which is what
 * lets it stay this small.
 */

export interface SourceFile {
  path: string;
  text: string;
}

export interface PluginInfo {
  name: string;
  path: string;
  dependencies: string[];
  /** The app decorations it adds (`app.decorate('x', …)`). */
  decorates: string[];
  /** Every `app.<name>` it reads, in its own function and the top-level functions of its file that it calls. */
  uses: string[];
}

/** Comments become spaces (line breaks kept), so that a comment naming `app.x` is not a use. */
export function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < text.length) {
    const char = text[i] as string;
    const next = text[i + 1];
    if (quote) {
      out += char;
      if (char === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (char === quote) quote = null;
      i += 1;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      quote = char;
      out += char;
      i += 1;
      continue;
    }
    if (char === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i += 1;
      }
      continue;
    }
    if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    out += char;
    i += 1;
  }
  return out;
}

interface Chunk {
  name: string | null;
  text: string;
}

const DECLARATION = /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/;

/** The file's top-level statements: each starts on a line that does not begin with a space or a closer. */
function topLevelChunks(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk | null = null;
  for (const line of text.split('\n')) {
    const startsStatement = line.length > 0 && !/^[\s})\]]/.test(line);
    if (startsStatement || !current) {
      current = { name: DECLARATION.exec(line)?.[1] ?? null, text: '' };
      chunks.push(current);
    }
    current.text += `${line}\n`;
  }
  return chunks;
}

const quoted = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);

/** The plugins of one file: every `fp(pluginFunction, { name, dependencies })` in it. */
export function pluginsOf(file: SourceFile): PluginInfo[] {
  const chunks = topLevelChunks(withoutComments(file.text));
  const byName = new Map(chunks.flatMap((chunk) => (chunk.name ? [[chunk.name, chunk] as const] : [])));
  const plugins: PluginInfo[] = [];
  for (const chunk of chunks) {
    for (const call of chunk.text.matchAll(/\bfp\(\s*([^,\s)]*)\s*,/g)) {
      const fnName = call[1] as string;
      const fn = byName.get(fnName);
      if (!fn) {
        throw new Error(`${file.path}: fp(${fnName}, …) must wrap a function declared at the top of the file`);
      }
      const options = chunk.text.slice((call.index ?? 0) + call[0].length);
      const name = /\bname:\s*'([^']+)'/.exec(options)?.[1];
      if (!name) throw new Error(`${file.path}: the plugin ${fnName} has no name`);
      const dependencies = quoted(/\bdependencies:\s*\[([^\]]*)\]/.exec(options)?.[1] ?? '');

      // The plugin's own function, and the file's top-level functions it calls (and they call).
      const body = new Set<Chunk>([fn]);
      for (let grew = true; grew; ) {
        grew = false;
        const text = [...body].map((part) => part.text).join('\n');
        for (const [other, otherChunk] of byName) {
          if (!body.has(otherChunk) && new RegExp(`\\b${other.replace(/\$/g, '\\$')}\\(`).test(text)) {
            body.add(otherChunk);
            grew = true;
          }
        }
      }
      const text = [...body].map((part) => part.text).join('\n');
      plugins.push({
        name,
        path: file.path,
        dependencies,
        decorates: [...new Set([...text.matchAll(/\.decorate\(\s*'([\w$]+)'/g)].map((match) => match[1] as string))],
        uses: [...new Set([...text.matchAll(/\bapp\.([A-Za-z_$][\w$]*)/g)].map((match) => match[1] as string))],
      });
    }
  }
  return plugins;
}

export interface UndeclaredUse {
  plugin: string;
  path: string;
  decoration: string;
  owner: string;
}

/**
 * Every use of another plugin's decoration that the using plugin does not declare as a
 * dependency, and every declared dependency that is no plugin at all.
 */
export function checkDependencies(plugins: PluginInfo[]): { undeclared: UndeclaredUse[]; unknown: string[] } {
  const ownerOf = new Map<string, string>();
  for (const plugin of plugins) for (const decoration of plugin.decorates) ownerOf.set(decoration, plugin.name);
  const names = new Set(plugins.map((plugin) => plugin.name));
  const undeclared: UndeclaredUse[] = [];
  const unknown: string[] = [];
  for (const plugin of plugins) {
    for (const decoration of plugin.uses) {
      const owner = ownerOf.get(decoration);
      if (owner && owner !== plugin.name && !plugin.dependencies.includes(owner)) {
        undeclared.push({ plugin: plugin.name, path: plugin.path, decoration, owner });
      }
    }
    for (const dependency of plugin.dependencies) {
      if (!names.has(dependency)) unknown.push(`${plugin.name} depends on '${dependency}', which no plugin is named`);
    }
  }
  return { undeclared, unknown };
}

/** The source files under `root` (tests left out) that define a plugin with fastify-plugin. */
export function pluginSources(root: string, folders: string[]): SourceFile[] {
  const files: SourceFile[] = [];
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const path = join(entry.parentPath, entry.name);
      const text = readFileSync(path, 'utf8');
      if (/\bfp\(/.test(text)) files.push({ path: relative(root, path), text });
    }
  }
  return files;
}
