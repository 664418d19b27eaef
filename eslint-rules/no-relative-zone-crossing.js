import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const isFolder = (file) => fs.existsSync(file) && fs.statSync(file).isDirectory();

/**
 * The zone of a file or folder under src/: src/shared, src/server, one feature of src/client, another
 * folder of src/client (components, lib, app, …) or the files at the top of src/client (sw.ts).
 */
function zoneOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (parts[0] !== 'src' || parts.length < 2) return null;
  if (parts[1] !== 'client' || parts.length === 2) return `src/${parts[1]}`;
  if (parts[2] === 'features' && parts.length >= 4) return `src/client/features/${parts[3]}`;
  if (parts.length === 3 && !isFolder(file)) return 'src/client';
  return `src/client/${parts[2]}`;
}

/**
 * The import boundaries in eslint.config.js are written on the aliases (#client/…, #server/…,
 * #shared/…), where an import lands. A relative import into another zone would slip past them
 * (`../server/platform/config` from src/shared), so it is refused and written with the alias, which
 * the boundaries check.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import stays in its zone; another zone is imported through its alias.' },
    schema: [],
    messages: {
      crossing:
        "'{{source}}' leaves {{from}} for {{to}}: import it as '{{alias}}', which the boundaries of {{from}} check.",
    },
  },
  create(context) {
    const from = zoneOf(context.physicalFilename);
    if (!from) return {};
    function check(node) {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = path.resolve(path.dirname(context.physicalFilename), source.value);
      const to = zoneOf(target);
      if (!to || to === from) return;
      const [, side, ...rest] = path.relative(ROOT, target).split(path.sep);
      context.report({
        node: source,
        messageId: 'crossing',
        data: { source: source.value, from, to, alias: `#${side}/${rest.join('/')}` },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
