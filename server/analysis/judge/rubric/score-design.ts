import { WALL_OF_TEXT_WORDS } from "#analysis/read/pitch/slides";
import { countWords, listPhrase } from "#analysis/read/text/words";
import { type CategoryScorer, namedFallback } from "./rubric";

export const designScorer: CategoryScorer = {
  checks(signals) {
    const slides = signals.slides;
    const count = slides.length;
    const walls = slides.filter((slide) => slide.words > WALL_OF_TEXT_WORDS);
    const average = count ? Math.round(slides.reduce((sum, slide) => sum + slide.words, 0) / count) : 0;
    const titledSlides = slides.filter((slide) => countWords(slide.title) <= 8);
    const titled = titledSlides.length;
    const headings = titledSlides.slice(0, 3).map((slide) => `“${slide.title}”`);
    const wallList = listPhrase(
      walls.slice(0, 4).map((slide) => `slide ${slide.index} (${slide.words} words)`),
    );
    const { averageSentenceWords, readingEase } = signals.readability;
    return [
      {
        weight: 3,
        met: count ? 1 - walls.length / count : 0,
        strength: `Slides stay lean: about ${average} words per slide on average.`,
        improvement: `${walls.length} of ${count} slides are walls of text: ${wallList}. Buyers skim past dense slides.`,
        suggestion: `Cut every slide to one idea and under ${WALL_OF_TEXT_WORDS} words; move the detail to a leave-behind document.`,
      },
      {
        weight: 1.5,
        met: count >= 8 && count <= 25 ? 1 : count >= 5 ? 0.6 : count >= 3 ? 0.3 : 0,
        strength: `${count} slides is a workable length for a pitch meeting.`,
        improvement:
          count > 25
            ? `${count} slides is more than a buyer will sit through; 12 to 20 is usual.`
            : `With ${count} ${count === 1 ? "slide" : "slides"}, the deck cannot yet cover story, world, characters, market and team.`,
        suggestion:
          "Plan 12 to 20 slides: cover, logline, tone, world, story, characters, themes, market, team, ask.",
      },
      {
        weight: 1.5,
        met: count ? titled / count : 0,
        strength: `Most slides open with a short heading (${listPhrase(headings)}), which makes the deck easy to navigate.`,
        improvement: "Many slides start straight into body text without a heading.",
        suggestion: "Give every slide a heading of a few words that states its point.",
      },
      {
        weight: 1.5,
        met: averageSentenceWords <= 22 ? 1 : averageSentenceWords <= 30 ? 0.5 : 0,
        strength: `Sentences are short (about ${Math.round(averageSentenceWords)} words each), which suits slides.`,
        improvement: `Sentences average ${Math.round(averageSentenceWords)} words, long for a slide read in seconds.`,
        suggestion: "Turn long sentences into short phrases or bullets of under 12 words.",
      },
      {
        weight: 1,
        met: readingEase >= 50 ? 1 : readingEase >= 30 ? 0.5 : 0,
        strength: `The language is plain (reading ease ${readingEase} of 100).`,
        improvement: `The wording is dense (reading ease ${readingEase} of 100); jargon slows a pitch down.`,
        suggestion: "Replace technical or abstract words with plain ones a buyer would use.",
      },
    ];
  },
  fallback: namedFallback(
    "reads cleanly slide by slide.",
    "The layout is clean; make sure the images carry as much of the story as the words.",
    "Give each slide one strong image that could stand alone.",
  ),
};
