import type { Rule } from 'eslint';

/** The rule of import-doors.js, typed for the tests that run it. */
declare const rule: Rule.RuleModule;
export default rule;
