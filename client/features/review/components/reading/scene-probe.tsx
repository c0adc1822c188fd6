import { Popover } from "radix-ui";
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from "react";
import { sceneDetailWords } from "#domain/reading-chart-words";
import { fractionOf, type SceneSpan, spanAt } from "#domain/reading-charts";
import { percent } from "./page-axis";

/** "hover" follows the mouse and goes when it leaves; "pinned" (tap, click, keys) stays until closed. */
type Shown = "hover" | "pinned" | null;

const STEP_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowDown: (index) => Math.max(index - 1, 0),
  PageUp: (index, last) => Math.min(index + 10, last),
  PageDown: (index) => Math.max(index - 10, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Laid over a drawing along the pages: tap, click, hover or the arrow keys show one scene's
 * heading, page and cast. One tab stop per drawing (a slider over its scenes), not one per scene.
 */
export function SceneProbe({
  spans,
  pages,
  label,
  children,
}: {
  /** The scenes to step through, in page order. */
  spans: readonly SceneSpan[];
  pages: number;
  label: string;
  children: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState<Shown>(null);
  const closedByClick = useRef(false);
  const probe = useRef<HTMLDivElement>(null);
  const active = spans[Math.min(index, spans.length - 1)];
  if (!active) return children;
  const words = sceneDetailWords(active.scene);

  const indexAt = (clientX: number) => {
    const box = probe.current?.getBoundingClientRect();
    if (!box || box.width === 0) return index;
    const found = spanAt(spans, ((clientX - box.left) / box.width) * pages);
    return found ? spans.indexOf(found) : index;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || shown === "pinned" || closedByClick.current) return;
    setIndex(indexAt(event.clientX));
    setShown("hover");
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    closedByClick.current = false;
    if (shown === "hover") setShown(null);
  };
  const onClick = (event: { clientX: number; detail: number }) => {
    // A click from Enter or Space has no pointer position (detail 0): it keeps the current scene.
    const next = event.detail === 0 ? index : indexAt(event.clientX);
    if (shown === "pinned" && next === index) {
      setShown(null);
      closedByClick.current = true;
      return;
    }
    setIndex(next);
    setShown("pinned");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP_KEYS[event.key];
    if (step) {
      event.preventDefault();
      setIndex(step(index, spans.length - 1));
      setShown("pinned");
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onClick({ clientX: 0, detail: 0 });
    }
  };

  const left = fractionOf(active.start, pages);
  const width = Math.max(fractionOf(active.end, pages) - left, 0);
  return (
    <Popover.Root open={shown !== null} onOpenChange={(isOpen) => !isOpen && setShown(null)}>
      <div className="relative">
        {children}
        <Popover.Anchor asChild>
          <span
            aria-hidden
            className={`pointer-events-none absolute inset-y-0 ${shown ? "outline-2 outline-foreground" : ""}`}
            style={{ left: percent(left), width: percent(width) }}
          />
        </Popover.Anchor>
        <div
          ref={probe}
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-valuemin={1}
          aria-valuemax={spans.length}
          aria-valuenow={index + 1}
          aria-valuetext={`${words.place}. ${words.heading}. ${words.cast}.`}
          aria-orientation="horizontal"
          data-testid="scene-probe"
          className="absolute inset-x-0 -inset-y-1 cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          onPointerMove={onPointerMove}
          onPointerLeave={onPointerLeave}
          onClick={onClick}
          onKeyDown={onKeyDown}
        />
      </div>
      <Popover.Portal>
        <Popover.Content
          key={active.scene.number}
          side="top"
          sideOffset={8}
          collisionPadding={8}
          aria-label={words.place}
          data-testid="scene-detail"
          className="z-50 flex max-w-[min(20rem,calc(100vw-1rem))] flex-col gap-0.5 rounded-md border bg-card px-3 py-2 text-sm text-card-foreground shadow-lg"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            // The probe handles its own taps: a tap on another scene moves the card there.
            if (probe.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          <span className="text-xs font-medium text-muted-foreground">{words.place}</span>
          <span className="font-semibold wrap-break-word">{words.heading}</span>
          <span className="text-muted-foreground wrap-break-word">{words.cast}</span>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
