import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { multipartUpload } from "./bench/load/visitors";
const u = multipartUpload("e.fdx", readFileSync("../shared/fixtures/real/e02b_buckets_and_flavors__FinalDraftProReader.fdx"));
const r = await autocannon({ url: "http://127.0.0.1:5055/api/upload", connections: Number(process.argv[2]), duration: 10, method: "POST", headers: { "content-type": u.contentType }, body: u.body });
console.log(r.requests.total, r.errors, r.timeouts, r.non2xx, r.latency.p50, r.latency.p99);
