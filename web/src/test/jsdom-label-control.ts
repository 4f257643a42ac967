import { createRequire } from 'node:module';

/**
 * jsdom finds a label's control (`for="id"`) by walking the whole document, and a control's `labels` by asking
 * every label of the document for its control: after each change to the page, one getByLabelText walked the
 * page once per label per form control. On the settings form (96 labels, 180 controls) that was two thirds of its
 * tests' time. The document's own getElementById answers the same (the first element in tree order with that
 * id) from jsdom's index of ids, so the control is found the same way the spec says, without the walk. Outside a
 * document (a detached tree, a fragment), jsdom's own walk still decides.
 */
const require = createRequire(import.meta.url);
const { implementation: LabelImpl } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
  implementation: { prototype: object };
};
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable: (node: unknown) => boolean;
};

interface LabelImplNode {
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById?: (id: string) => unknown };
}

const walkingControl = Object.getOwnPropertyDescriptor(LabelImpl.prototype, 'control')?.get;
if (!walkingControl)
  throw new Error('jsdom changed: HTMLLabelElement-impl has no control getter to speed up');

Object.defineProperty(LabelImpl.prototype, 'control', {
  configurable: true,
  get(this: LabelImplNode) {
    const forValue = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
    const root = forValue ? this.getRootNode({}) : null;
    if (!root || root.nodeType !== 9 || !root.getElementById) return walkingControl.call(this);
    const element = root.getElementById(forValue!);
    return element && isLabelable(element) ? element : null;
  },
});
