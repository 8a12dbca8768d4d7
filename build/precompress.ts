// `npm run build`, after the prerenderer: brotli (quality 11) and gzip (level 9) copies of
// every built file that compresses, beside it (file.br, file.gz). The server holds them in
// memory and answers with the one the client accepts (server/pages/).
import path from 'node:path';
import { BUILD_ROOT } from './build-root';
import { PAGES_MANIFEST } from '../common/prerendered-pages';
import { precompressTree } from '../server/pages/compress';

const root = BUILD_ROOT;
for (const dir of ['dist/web', 'dist/pages']) {
  const { files, bytes, brotliBytes } = await precompressTree(
    path.join(root, dir),
    (file) => file === path.join(root, PAGES_MANIFEST),
  );
  console.log(
    `precompressed ${files} files in ${dir}/: ${Math.round(bytes / 1024)} KB, ${Math.round(brotliBytes / 1024)} KB as brotli`,
  );
}
