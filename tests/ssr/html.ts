/** What a test needs from a server-rendered page: its JSON-LD, the app's data block, and its scripts. */
export function settle(html: string): { jsonLd: unknown[]; payload: unknown; scriptCount: number } {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
  const data = /<script type="application\/json" id="shop-data">([\s\S]*?)<\/script>/.exec(html);
  return {
    jsonLd,
    payload: data ? JSON.parse(data[1]) : null,
    scriptCount: (html.match(/<script[\s>]/g) ?? []).length,
  };
}
