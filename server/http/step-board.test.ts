import { describe, expect, it } from "vitest";
import { ENDED_STEP_MS, StepBoard } from "./step-board";

describe("StepBoard", () => {
  it("answers a request's latest step to its own visitor only", () => {
    const board = new StepBoard<string>();
    board.set("visitor-a", "id-1", "reading");
    board.set("visitor-a", "id-1", "writing");
    expect(board.get("visitor-a", "id-1")).toBe("writing");
    expect(board.get("visitor-b", "id-1")).toBeNull();
    expect(board.get("visitor-a", "id-2")).toBeNull();
  });

  it("keeps an ended request's last step a few seconds, then forgets it", () => {
    let now = 1_000_000;
    const board = new StepBoard<string>(() => now);
    board.set("visitor", "id", "saving");
    board.end("visitor", "id");
    now += ENDED_STEP_MS - 1;
    expect(board.get("visitor", "id")).toBe("saving");
    now += 2;
    expect(board.get("visitor", "id")).toBeNull();
  });

  it("ending a request that reported no step leaves nothing behind", () => {
    const board = new StepBoard<string>();
    board.end("visitor", "id");
    expect(board.get("visitor", "id")).toBeNull();
  });
});
