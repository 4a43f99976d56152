// Compiles backend/src into backend/dist with SWC: the same transform the backend's tests run on
// (vitest's unplugin-swc, with the tsconfig's decorator settings), in a few seconds instead of tsc's
// half a minute. The type check is not skipped, it is the test tier's (`npm run typecheck`).
import fs from 'node:fs';
import path from 'node:path';
import { transformFile } from '@swc/core';

/** What tsc's build did with backend/tsconfig.json: CommonJS, ES2022, legacy decorators with their metadata. */
const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: true,
};

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests are not part of the app (tsconfig.build.json excludes them too).
    return /\.spec\.ts$|\.d\.ts$/.test(entry.name) ? [] : [full];
  });
}

/** backend/src → backend/dist: .ts compiled (with a source map), .js and .json copied as tsc's allowJs and resolveJsonModule did. */
export async function buildBackend(backendDir) {
  const srcDir = path.join(backendDir, 'src');
  const distDir = path.join(backendDir, 'dist');
  fs.rmSync(distDir, { recursive: true, force: true });
  const files = sourceFiles(srcDir);
  // SWC transforms on its own threads: a few dozen at a time keeps both cores busy without holding every file.
  for (let start = 0; start < files.length; start += 64) {
    await Promise.all(
      files.slice(start, start + 64).map(async (file) => {
        const relative = path.relative(srcDir, file);
        const target = path.join(distDir, relative.replace(/\.ts$/, '.js'));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        if (!file.endsWith('.ts')) {
          fs.copyFileSync(file, target);
          return;
        }
        const output = await transformFile(file, { ...SWC_OPTIONS, filename: file, sourceFileName: path.relative(path.dirname(target), file) });
        fs.writeFileSync(target, `${output.code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
        if (output.map) fs.writeFileSync(`${target}.map`, output.map);
      }),
    );
  }
  return files.length;
}
