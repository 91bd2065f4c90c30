// Writes .br and .gz beside every text asset of the build, so the server sends compressed files
// without compressing on each request (players are on slow mobile networks).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name) && !name.endsWith('.map')) compress(path);
  }
}

function compress(path) {
  const data = readFileSync(path);
  if (data.length < 1024) return;
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

walk(root);
