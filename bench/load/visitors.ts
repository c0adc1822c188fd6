/** The visitors of the load bench: each with its own session cookie and a few saved versions. */

export const LOAD_IDEA = [
  "LOGLINE: When a reclusive lighthouse keeper finds a drowned girl alive on his rocks, he must hide her",
  "from the fishing town that wants her gone before the storm season ends. Comparable to The Banshees of",
  "Inisherin meets The Shape of Water. Audience: adults 25-54 who love folk horror; a limited series for a",
  "premium streamer. Why now: coastal towns are emptying as the fishing industry collapses.",
].join(" ");

export function multipartUpload(fileName: string, content: Buffer): { body: Buffer; contentType: string } {
  const boundary = "----greenlitbench";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="stage"\r\n\r\nscript\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Makes `count` sessions, saves `versions` analyses in each, and hands their cookies out in turn. */
export async function startVisitors(
  baseUrl: string,
  count: number,
  versions: number,
): Promise<{ next: () => string }> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const first = await fetch(`${baseUrl}/api/history`);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    if (!cookie) throw new Error("the server set no session cookie");
    for (let v = 0; v < versions; v++) {
      const seeded = await fetch(`${baseUrl}/api/analyze`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          pitchText: LOAD_IDEA,
          genre: "Drama",
          analysisType: "creative",
          mode: "analyze",
          projectStage: "idea",
          projectTitle: `Visitor ${i} project ${v}`,
        }),
      });
      if (!seeded.ok) throw new Error(`seeding failed: ${seeded.status} ${await seeded.text()}`);
    }
    cookies.push(cookie);
  }
  let turn = 0;
  return { next: () => cookies[turn++ % cookies.length]! };
}
