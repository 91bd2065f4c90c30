// Bundles the server and its commands into dist/ with esbuild. Packages from node_modules stay
// external (they are installed beside it); our workspace's shared code is bundled in.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

process.chdir(new URL('.', import.meta.url).pathname);
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts' },
  absWorkingDir: process.cwd(),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// Files the code reads beside itself at run time.
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/modules/auth/common-passwords.txt', 'dist/common-passwords.txt');
