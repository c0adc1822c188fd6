import { XMLParser } from "fast-xml-parser";
import { collapseSpaces } from "./patterns";
import type { ElementType, ParsedScreenplay, ScreenplayElement, TitlePageEntry } from "./screenplay-element";

type XmlNode = { [name: string]: XmlNode[] | string | Record<string, string> | undefined };

const TYPES: Record<string, ElementType> = {
  "Scene Heading": "scene-heading",
  Action: "action",
  Character: "character",
  Parenthetical: "parenthetical",
  Dialogue: "dialogue",
  Transition: "transition",
  "New Act": "section",
  "Outline 1": "section",
  "Outline 2": "section",
  "Outline 3": "section",
  "Outline 4": "section",
  "Outline Body": "synopsis",
};
/** Final Draft marks the end of an act too; the next act's heading is what the reader keeps. */
const SKIPPED = new Set(["End of Act"]);

export class FdxFormatError extends Error {
  override name = "FdxFormatError";
}

/** Final Draft XML -> elements. DOCTYPE entity declarations (entity bombs) are refused outright. */
export function parseFdx(xml: string): ParsedScreenplay & { title: string | null } {
  if (/<!DOCTYPE[^>]*\[|<!ENTITY/i.test(xml)) throw new FdxFormatError("entities");
  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, trimValues: false });
  let tree: XmlNode[];
  try {
    tree = parser.parse(xml, true) as XmlNode[];
  } catch (error) {
    throw new FdxFormatError("not well-formed XML", { cause: error });
  }
  const root = tree.find((node) => Object.hasOwn(node, "FinalDraft"));
  if (!root) throw new FdxFormatError("no FinalDraft element");
  const elements: ScreenplayElement[] = [];
  for (const note of childrenOf(childrenOf([root], "ScriptNotes"), "ScriptNote")) {
    const text = collapseSpaces(childrenOf([note], "Paragraph").map(textOf).join(" "));
    if (text) elements.push({ type: "note", text });
  }
  for (const paragraph of childrenOf(childrenOf([root], "Content"), "Paragraph")) {
    readParagraph(paragraph, elements, false);
  }
  const titleLines = childrenOf(childrenOf(childrenOf([root], "TitlePage"), "Content"), "Paragraph")
    .map((paragraph) => collapseSpaces(textOf(paragraph)))
    .filter(Boolean);
  const title = titleLines[0] ?? null;
  const titlePage: TitlePageEntry[] = title ? [{ key: "title", value: title }] : [];
  const byIndex = titleLines.findIndex((line) => /^((written|screenplay)\s+)?by$/i.test(line));
  const author = byIndex > 0 ? titleLines[byIndex + 1] : undefined;
  if (author) titlePage.push({ key: "author", value: author });
  return { title, titlePage, elements, pages: null };
}

function readParagraph(paragraph: XmlNode, out: ScreenplayElement[], isInDual: boolean): void {
  const dual = childrenOf([paragraph], "DualDialogue");
  if (dual.length > 0) {
    let cues = 0;
    for (const inner of childrenOf(dual, "Paragraph")) {
      const before = out.length;
      readParagraph(inner, out, true);
      const added = out[before];
      if (added?.type === "character" && ++cues > 1) added.isDual = true;
    }
    return;
  }
  const kind = attribute(paragraph, "Type") ?? "Action";
  if (SKIPPED.has(kind)) return;
  const type = TYPES[kind] ?? "action";
  const text = textOf(paragraph).replace(/\r\n?/g, "\n").trim();
  if (!text) return;
  if (type === "section") {
    out.push({ type, text: collapseSpaces(text), depth: Number(/\d/.exec(kind)?.[0] ?? 1) });
    return;
  }
  const sceneNumber = type === "scene-heading" ? attribute(paragraph, "Number")?.trim() : undefined;
  if (sceneNumber) {
    out.push({ type, text: collapseSpaces(text), sceneNumber });
    return;
  }
  if (type === "dialogue" && out.at(-1)?.type === "dialogue" && !isInDual) {
    out.at(-1)!.text += `\n${text}`;
    return;
  }
  out.push({ type, text: type === "scene-heading" || type === "character" ? collapseSpaces(text) : text });
}

function textOf(paragraph: XmlNode): string {
  return childrenOf([paragraph], "Text")
    .map((text) => {
      const runs = text.Text;
      if (!Array.isArray(runs)) return "";
      return runs.map((run) => (typeof run["#text"] === "string" ? run["#text"] : "")).join("");
    })
    .join("");
}

function childrenOf(nodes: readonly XmlNode[], name: string): XmlNode[] {
  const found: XmlNode[] = [];
  for (const node of nodes) {
    for (const [key, value] of Object.entries(node)) {
      if (key === ":@" || !Array.isArray(value)) continue;
      for (const child of value) if (Object.hasOwn(child, name)) found.push(child);
    }
  }
  return found;
}

function attribute(node: XmlNode, name: string): string | undefined {
  const attributes = node[":@"];
  return attributes && typeof attributes === "object" && !Array.isArray(attributes)
    ? attributes[`@_${name}`]
    : undefined;
}
