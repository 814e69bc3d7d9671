// A large upload to the real endpoint, streamed, with this process's RSS sampled meanwhile (the benches run the
// server in-process): the library's 200 MB file and the courses' 200 MB SCORM package.
import { type ClientRequest, request } from "node:http";

export interface UploadResult { status: number; body: string; rssGrowthMb: number; seconds: number }

/**
 * POSTs a multipart form to /api/fileStorageUploader: `fields` first, then one file part whose bytes `send` writes
 * to the request (minding back-pressure) before calling `end`.
 */
export const streamedUpload = (
  base: string, token: string, fields: Record<string, string>, file: { name: string; type: string },
  send: (req: ClientRequest, end: () => void, fail: (e: Error) => void) => void,
) =>
  new Promise<UploadResult>((resolve, reject) => {
    const boundary = "----stride-bench";
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
    const fail = (e: Error) => { clearInterval(timer); reject(e); };
    const t0 = performance.now();
    const req = request(`${base}/api/fileStorageUploader`, {
      method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        clearInterval(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), rssGrowthMb: (peak - rss0) / 1024 / 1024, seconds: (performance.now() - t0) / 1000 });
      });
    });
    req.on("error", fail);
    for (const [name, value] of Object.entries(fields)) req.write(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`);
    send(req, () => req.end(`\r\n--${boundary}--\r\n`), fail);
  });
