// @ts-check
/**
 * import-doors: the walls between the project's areas, as one ESLint rule (decision 019 draws the map).
 *
 * Options (one object):
 * - `doors`: folders whose sub-folders are entered only through their `index.ts`. A file outside
 *   `server/modules/orders` may import `server/modules/orders` (or `…/orders/index`), never
 *   `server/modules/orders/checkout/checkout.service`. Inside a sub-folder, anything goes. Dynamic `import()`
 *   may name an inner file, so a screen can still be split into its own chunk.
 * - `walls`: folders whose sub-folders never import each other at all (one web feature from another).
 * - `below`: `[{ from, notInto }]`: files under any `from` folder import nothing under a `notInto` folder
 *   (web/src/components may not import a feature, a feature may not import a route).
 * - `floors`: `[{ folder, order }]`: the sub-folders of `folder`, from the bottom floor up (`order` is a list of
 *   floors, each a list of sub-folders). A sub-folder imports only sub-folders on lower floors; rooms on one floor
 *   do not import each other. Files directly in `folder` (its door and routes) stand above every floor.
 *
 * Only relative specifiers are checked: the project's own code imports itself by relative paths.
 */
import path from 'node:path';

const EXTENSIONS = /\.(?:d\.ts|tsx?|jsx?|mjs|cjs)$/;

/** Posix path relative to the project, without an extension. */
function projectPath(cwd, absolute) {
  return path.relative(cwd, absolute).split(path.sep).join('/').replace(EXTENSIONS, '');
}

/** The path's parts below `folder`, or null when it is not under it. */
function partsUnder(relPath, folder) {
  const prefix = folder.replace(/\/+$/, '') + '/';
  return relPath.startsWith(prefix) ? relPath.slice(prefix.length).split('/') : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Areas are entered through their index.ts, and features and layers import only downward.',
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          doors: { type: 'array', items: { type: 'string' } },
          walls: { type: 'array', items: { type: 'string' } },
          floors: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['folder', 'order'],
              properties: {
                folder: { type: 'string' },
                order: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
          below: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['from', 'notInto'],
              properties: {
                from: { type: 'array', items: { type: 'string' } },
                notInto: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
      },
    ],
    messages: {
      sideDoor: "'{{source}}' enters {{area}} by a side door: import '{{door}}' (its index.ts) instead.",
      wall: '{{from}} may not import {{to}}: move what both need down (components/, lib/ or common/), or compose them in a route.',
      below:
        '{{file}} may not import {{target}}: {{lower}} sits below {{upper}}; move what it needs down, or pass it in.',
      upstairs:
        '{{from}} may not import {{to}}: {{to}} is on {{where}} floor ({{floors}}); move what it needs down, or pass it in.',
    },
  },
  create(context) {
    const { doors = [], walls = [], below = [], floors = [] } = context.options[0] ?? {};
    const cwd = context.cwd;
    const file = projectPath(cwd, context.filename);
    const dir = path.dirname(context.filename);

    function check(node, source, dynamic) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = projectPath(cwd, path.resolve(dir, source));

      for (const folder of doors) {
        if (dynamic) break;
        const to = partsUnder(target, folder);
        if (!to || to.length === 0) continue;
        const from = partsUnder(file, folder);
        if (from && from.length > 1 && from[0] === to[0]) continue; // inside the same area
        const [area, ...inner] = to;
        if (inner.length === 0 || (inner.length === 1 && inner[0] === 'index')) continue;
        const door = path.posix.relative(path.posix.dirname(file), `${folder}/${area}`);
        context.report({
          node,
          messageId: 'sideDoor',
          data: { source, area: `${folder}/${area}`, door: door.startsWith('.') ? door : `./${door}` },
        });
      }

      for (const folder of walls) {
        const from = partsUnder(file, folder);
        const to = partsUnder(target, folder);
        if (!from || !to || from.length < 2 || to.length === 0 || from[0] === to[0]) continue;
        context.report({
          node,
          messageId: 'wall',
          data: { from: `${folder}/${from[0]}`, to: `${folder}/${to[0]}` },
        });
      }

      for (const { folder, order } of floors) {
        const from = partsUnder(file, folder);
        const to = partsUnder(target, folder);
        if (!from || !to || from.length < 2 || to.length === 0 || from[0] === to[0]) continue;
        const floorOf = (room) => order.findIndex((rooms) => rooms.includes(room));
        const [mine, theirs] = [floorOf(from[0]), floorOf(to[0])];
        if (mine === -1 || (theirs !== -1 && theirs < mine)) continue;
        context.report({
          node,
          messageId: 'upstairs',
          data: {
            from: `${folder}/${from[0]}`,
            to: `${folder}/${to[0]}`,
            where: theirs === mine ? 'the same' : 'a higher',
            floors: order.map((rooms) => rooms.join(' + ')).join(' < '),
          },
        });
      }

      for (const { from, notInto } of below) {
        const lower = from.find((folder) => partsUnder(file, folder) !== null);
        const upper = lower && notInto.find((folder) => partsUnder(target, folder) !== null);
        if (upper) context.report({ node, messageId: 'below', data: { file, target, lower, upper } });
      }
    }

    const fromSource = (node) => check(node, node.source?.value, false);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined, true),
    };
  },
};

export default rule;
