import { posix } from "node:path";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { MalformedXmlError } from "./ooxml-paragraphs";

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
}

/** Every element named in `names`, with its attributes, in document order (one streaming pass). */
export function ooxmlElements(xml: string, names: readonly string[]): XmlElement[] {
  const found: XmlElement[] = [];
  const parser = new SaxesParser({ xmlns: false });
  parser.on("opentag", (tag: SaxesTagPlain) => {
    if (names.includes(tag.name)) found.push({ name: tag.name, attributes: { ...tag.attributes } });
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new MalformedXmlError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  return found;
}

export interface Relationship {
  type: string;
  /** The zip entry the relationship points at (resolved against its part's folder). */
  target: string;
}

/** A part's relationships (its `_rels/<name>.rels`), by id; external links are left out. */
export function relationships(relsXml: string | null, partName: string): Map<string, Relationship> {
  const byId = new Map<string, Relationship>();
  if (relsXml === null) return byId;
  for (const { attributes } of ooxmlElements(relsXml, ["Relationship"])) {
    const { Id: id, Type: type = "", Target: target, TargetMode: mode } = attributes;
    if (!id || !target || mode === "External") continue;
    const resolved = target.startsWith("/")
      ? target.slice(1)
      : posix.normalize(posix.join(posix.dirname(partName), target));
    byId.set(id, { type: type.slice(type.lastIndexOf("/") + 1), target: resolved });
  }
  return byId;
}

/** Where a part's relationships are kept: ppt/slides/slide1.xml -> ppt/slides/_rels/slide1.xml.rels. */
export function relsPath(partName: string): string {
  return posix.join(posix.dirname(partName), "_rels", `${posix.basename(partName)}.rels`);
}
