// Writes .br and .gz beside every compressible file of the built web app so the server sends them as they are.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = process.argv[2];
if (!root || !fs.existsSync(root)) {
  console.error(`precompress: no such directory ${root}`);
  process.exit(1);
}
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
let count = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = fs.readFileSync(file);
  if (content.length < 512) continue;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} files written as .br and .gz`);
