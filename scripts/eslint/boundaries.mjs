// Import boundaries of this repository, as one small ESLint rule (`local/boundaries`): it resolves each
// relative import against the importing file and checks which part of the tree may use which.
//
// PWA (pwa/src):
//   - lib/ and components/ are shared building blocks: they never import from features/.
//   - a feature imports another feature only through its public entry, features/<name>/index.ts
//     (a lazy `import()` may name a component file: that is how a page or a widget becomes its own chunk).
// Backend (backend/src):
//   - a module (a folder such as orders/ or wallet/) uses another module only through its public
//     surface: the Nest module, its services, its DTOs, its error catalogue and its index.ts (*.module.ts,
//     *.service.ts, *.dto.ts, *.errors.ts, index.ts: the pure types and functions it offers). Anything
//     else is the other module's own business; a helper two modules need belongs in common/.
//   - common/, config/, generated/ and prisma/ are shared by every module; the files at the root
//     (app.module.ts, main.ts…) and seed/ put the modules together and may use any of them.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PWA_SRC = path.join(ROOT, 'pwa/src');
const BACKEND_SRC = path.join(ROOT, 'backend/src');
const BACKEND_SHARED = new Set(['common', 'config', 'generated', 'prisma']);
const BACKEND_COMPOSERS = new Set(['seed']);
const PUBLIC_SURFACE = /(\.(module|service|dto|errors)(\.ts)?|^index(\.ts)?)$/;

/** The first folder of `file` below `base`, or null when `file` is not below it (or sits right in it). */
function areaOf(base, file) {
  const relative = path.relative(base, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

function pwaProblem(file, target) {
  const from = areaOf(PWA_SRC, file);
  if (!from || areaOf(PWA_SRC, target) !== 'features') return null;
  if (from === 'lib' || from === 'components') return `${from}/ dùng chung cho mọi tính năng nên không được import từ features/.`;
  if (from !== 'features') return null;
  const ownFeature = areaOf(path.join(PWA_SRC, 'features'), file);
  const targetFeature = areaOf(path.join(PWA_SRC, 'features'), target) ?? path.basename(target);
  if (ownFeature === targetFeature) return null;
  const inside = path.relative(path.join(PWA_SRC, 'features', targetFeature), target);
  if (inside === '' || inside === 'index' || inside === 'index.ts') return null;
  return `Tính năng "${ownFeature}" chỉ được dùng "${targetFeature}" qua features/${targetFeature}/index.ts.`;
}

function backendProblem(file, target) {
  const from = areaOf(BACKEND_SRC, file);
  const to = areaOf(BACKEND_SRC, target);
  if (!from || !to || from === to || BACKEND_SHARED.has(to) || BACKEND_COMPOSERS.has(from)) return null;
  if (PUBLIC_SURFACE.test(path.basename(target))) return null;
  if (path.relative(path.join(BACKEND_SRC, to), target) === '') return null;
  return `Module "${from}" không được dùng tệp nội bộ ${to}/${path.basename(target)}: chỉ dùng module, service, DTO, mã lỗi và index.ts của "${to}"; đưa phần dùng chung vào common/.`;
}

const boundaries = {
  meta: { type: 'problem', docs: { description: 'Import boundaries between PWA features and between backend modules' }, schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const lazy = node.type === 'ImportExpression';
      const problem = (lazy ? null : pwaProblem(file, target)) ?? backendProblem(file, target);
      if (problem) context.report({ node: node.source, message: problem });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { boundaries } };
