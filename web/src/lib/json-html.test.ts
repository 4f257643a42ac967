import { describe, expect, it } from 'vitest';
import { jsonForHtml } from './json-html';

describe('data in HTML (the page data block and JSON-LD)', () => {
  it('escapes every character that could end the element, and reads back unchanged', () => {
    const hostile = { title: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = jsonForHtml(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
