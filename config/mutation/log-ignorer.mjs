// @ts-check
// A StrykerJS ignorer (`ignorers: ['log-calls']` in a config): mutants inside a log call such as
// `deps.log.warn({ orderId }, 'payment status could not be read')`, or of a block holding only log calls, are not tested. What a log line says is
// for people reading logs; no test of the shop's behaviour can tell such a mutant apart, and listing each
// one as equivalent would bury the mutants that matter.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);

/** `log.warn(...)`, `x.log.warn(...)`, `x.y.log.info(...)`: a call of a level method on something named log. */
function isLogCall(node) {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return false;
  const { object, property } = node.callee;
  if (property.type !== 'Identifier' || !LEVELS.has(property.name)) return false;
  if (object.type === 'Identifier') return object.name === 'log';
  return (
    object.type === 'MemberExpression' &&
    object.property.type === 'Identifier' &&
    object.property.name === 'log'
  );
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'log-calls', {
    shouldIgnore(path) {
      if (path.isExpressionStatement() && isLogCall(path.node.expression))
        return 'A log line: what it says is not behaviour a test can see.';
      if (path.isCallExpression() && isLogCall(path.node))
        return 'A log line: what it says is not behaviour a test can see.';
      // An `else { log.warn(...) }`: emptying the block only leaves the line out.
      if (
        path.isBlockStatement() &&
        path.node.body.length > 0 &&
        path.node.body.every((st) => st.type === 'ExpressionStatement' && isLogCall(st.expression))
      )
        return 'A block of log lines only.';
      return undefined;
    },
  }),
];
