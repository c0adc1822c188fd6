/** A JSON-schema node, as far as the example writer reads it. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  minimum?: number;
  maximum?: number;
  $ref?: string;
  [key: string]: unknown;
}

function resolveRef(root: SchemaNode, ref: string): SchemaNode {
  const parts = ref.replace(/^#\//, "").split("/");
  let node: unknown = root;
  for (const part of parts) node = (node as Record<string, unknown>)[part];
  return node as SchemaNode;
}

/**
 * Writes a value that satisfies a JSON schema (objects get every property, arrays two items),
 * the way a well-behaved model answers a structured-output request. `label` seeds the strings.
 */
export function exampleFromSchema(node: SchemaNode, root: SchemaNode = node, label = "answer"): unknown {
  if (node.$ref) return exampleFromSchema(resolveRef(root, node.$ref), root, label);
  if (node.const !== undefined) return node.const;
  if (node.enum && node.enum.length > 0) return node.enum[0];
  const variants = node.anyOf ?? node.oneOf;
  if (variants) {
    const nonNull = variants.find((variant) => variant.type !== "null") ?? variants[0]!;
    return exampleFromSchema(nonNull, root, label);
  }
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== "null") : node.type;
  switch (type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node.properties ?? {}))
        value[key] = exampleFromSchema(child, root, key);
      return value;
    }
    case "array":
      return [0, 1].map((index) => exampleFromSchema(node.items ?? {}, root, `${label} ${index + 1}`));
    case "number":
    case "integer": {
      const min = node.minimum ?? 0;
      const max = node.maximum ?? 10;
      return Math.round((min + (max - min) * 0.6) * 10) / 10;
    }
    case "boolean":
      return true;
    default:
      return `Test ${label}.`;
  }
}
