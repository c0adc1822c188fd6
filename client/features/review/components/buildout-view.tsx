import { useEffect, useRef } from "react";
import { BUILDOUT_SECTION_TITLES, type DeckBuildout } from "#domain/deck-buildout";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { takeOutlineReveal } from "../../../lib/analysis/outline-reveal";
import { BulletList, Field, NumberedSection, Paragraphs } from "./buildout-blocks";

const [COVER, TONE, WORLD, STORY, CHARACTERS, THEMES, FUNDING] = BUILDOUT_SECTION_TITLES;

/** The Complete Deck Outline on the page: the seven numbered sections of product.md §3/§9, every field. */
export function BuildoutView({ buildout }: { buildout: DeckBuildout }) {
  const { cover_and_logline: cover, tone_and_visual: tone, funding_and_team: funding } = buildout;
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new outline (first or regenerated) is scrolled to and its heading takes focus, once.
  useEffect(() => {
    if (!buildout || !takeOutlineReveal()) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.current?.focus({ preventScroll: true });
    card.current?.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
  }, [buildout]);
  return (
    // Room above it for the sticky header and, on a phone, the toast that announces it.
    <Card ref={card} data-testid="buildout-view" className="scroll-mt-28">
      <CardHeader>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
          Your Complete Deck Outline
        </h2>
        <p className="text-muted-foreground">
          Slide-by-slide copy and visual direction, ready for your designer.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <NumberedSection number={1} title={COVER}>
          <Field label="Headline">
            <p className="text-xl font-bold">{cover.headline}</p>
          </Field>
          <Field label="Tagline">
            <p className="italic">{cover.tagline}</p>
          </Field>
          <Field label="Logline">{cover.logline}</Field>
          <Field label="Visual prompts">
            <BulletList items={cover.visual_prompts} />
          </Field>
        </NumberedSection>
        <NumberedSection number={2} title={TONE}>
          <div className="grid gap-3 md:grid-cols-2">
            {tone.tone_slugs.map((slug, i) => (
              <div key={i} className="flex flex-col gap-2 rounded-md border bg-muted/50 p-4">
                <h4 className="font-semibold">{slug.phrase}</h4>
                <p className="text-sm leading-relaxed">{slug.description}</p>
                <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  Image ideas
                </p>
                <BulletList items={slug.image_suggestions} />
              </div>
            ))}
          </div>
          {tone.comps && tone.comps.length > 0 && (
            <Field label="Comparables">
              <BulletList items={tone.comps} />
            </Field>
          )}
          {tone.references && tone.references.length > 0 && (
            <Field label="References">
              <BulletList items={tone.references} />
            </Field>
          )}
        </NumberedSection>
        <NumberedSection number={3} title={WORLD}>
          <Paragraphs items={buildout.world.paragraphs} />
        </NumberedSection>
        <NumberedSection number={4} title={STORY}>
          <Paragraphs items={buildout.story_summary.paragraphs} />
        </NumberedSection>
        <NumberedSection number={5} title={CHARACTERS}>
          <div className="grid gap-3 md:grid-cols-2">
            {buildout.characters.character_list.map((character, i) => (
              <div key={i} className="flex flex-col gap-2 rounded-md border bg-muted/50 p-4">
                <h4 className="font-semibold">{character.name}</h4>
                <p className="text-sm leading-relaxed">{character.description}</p>
                <p className="text-sm">
                  <span className="font-semibold">Casting and look: </span>
                  {character.casting_visual}
                </p>
              </div>
            ))}
          </div>
        </NumberedSection>
        <NumberedSection number={6} title={THEMES}>
          <Field label="Core themes">{buildout.themes_and_why_now.core_themes}</Field>
          <Field label="Cultural relevance">
            <BulletList items={buildout.themes_and_why_now.cultural_relevance} />
          </Field>
        </NumberedSection>
        <NumberedSection number={7} title={FUNDING}>
          <Field label="Market appeal">
            <BulletList items={funding.market_appeal} />
          </Field>
          <dl className="grid gap-3 sm:grid-cols-3">
            {[
              ["Director", funding.team.director],
              ["Writer", funding.team.writer],
              ["Producers", funding.team.producers.join(", ")],
            ]
              .filter(([, value]) => value?.trim())
              .map(([term, value]) => (
                <div key={term} className="rounded-md border p-3">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {term}
                  </dt>
                  <dd className="mt-1">{value}</dd>
                </div>
              ))}
          </dl>
          <Field label="Team notes">{funding.team.notes}</Field>
        </NumberedSection>
      </CardContent>
    </Card>
  );
}
