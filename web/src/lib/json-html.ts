/**
 * JSON for a <script type="application/json"> or JSON-LD block: `<`, `>`, `&` and the two JavaScript line
 * separators are escaped as \uXXXX, so no string in the data (a product title holding `</script>`) can
 * end the element, and JSON.parse reads it back unchanged.
 */
export function jsonForHtml(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
