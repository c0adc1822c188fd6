import { expect, test } from "./fixtures";

const analysis = {
  pitchText:
    "LOGLINE: A lighthouse keeper on a storm-battered island hides a drowned girl who came back to life from the fishing town that wants her gone. Mara Quill has kept the light for thirty years.",
  genre: "Drama",
  analysisType: "creative",
  mode: "analyze",
  projectStage: "idea",
  projectTitle: "The Last Lighthouse",
};

test("one visitor's analyses are invisible and undeletable to another", async ({ browser }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await pageA.goto("/");
    await pageB.goto("/");

    const created = await pageA.request.post("/api/analyze", { data: analysis });
    expect(created.status()).toBe(200);
    const result = await created.json();
    expect(result.historyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.categories.length).toBeGreaterThan(0);

    const listA = await (await pageA.request.get("/api/history")).json();
    expect(listA.map((record: { id: string }) => record.id)).toEqual([result.historyId]);
    expect(listA[0]).toMatchObject({
      projectTitle: "The Last Lighthouse",
      mode: "analyze",
      projectStage: "idea",
    });
    expect(typeof listA[0].overallScore).toBe("string");

    const listB = await pageB.request.get("/api/history");
    expect(listB.status()).toBe(200);
    expect(await listB.json()).toEqual([]);

    const deleteB = await pageB.request.delete(`/api/history/${result.historyId}`);
    expect(deleteB.status()).toBe(404);
    expect(await deleteB.json()).toEqual({
      error: "That project version was not found. It may already be deleted.",
    });

    const stillThere = await (await pageA.request.get("/api/history")).json();
    expect(stillThere.map((record: { id: string }) => record.id)).toEqual([result.historyId]);

    const deleteA = await pageA.request.delete(`/api/history/${result.historyId}`);
    expect(deleteA.status()).toBe(200);
    expect(await (await pageA.request.get("/api/history")).json()).toEqual([]);
  } finally {
    await contextA.close();
    await contextB.close();
  }
});
