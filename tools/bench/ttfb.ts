import http from 'node:http';

// Time to first body byte of a stream, over sequential keep-alive requests; returns the median
// (and p90) in ms. Every stream is read to the end so the connection is reused.

export async function firstByteMs(url: string, body: string, sk: string, count: number): Promise<{ median: number; p90: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    samples.push(
      await new Promise<number>((resolve, reject) => {
        const t0 = process.hrtime.bigint();
        let first = 0;
        const req = http.request(
          { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${sk}`, 'content-length': Buffer.byteLength(body) } },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`first-byte probe got HTTP ${res.statusCode}`));
            res.on('data', () => {
              if (!first) first = Number(process.hrtime.bigint() - t0) / 1e6;
            });
            res.on('end', () => resolve(first));
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
    );
  }
  agent.destroy();
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], p90: samples[Math.floor(samples.length * 0.9)] };
}
