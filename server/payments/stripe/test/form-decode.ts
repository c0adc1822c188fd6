export type FormValue = string | { [key: string]: FormValue };

/** Decodes Stripe's form encoding (`metadata[tier]=tier149`, `a[b][c]=1`) into nested objects. */
export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, FormValue> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next === "object") node = next;
      else {
        const created: Record<string, FormValue> = {};
        node[part] = created;
        node = created;
      }
    });
  }
  return root;
}
