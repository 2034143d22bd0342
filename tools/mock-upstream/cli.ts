import { startCombinedMock } from './index';

// node --import tsx tools/mock-upstream/cli.ts --port 4010 [--delay 20] [--host 127.0.0.1]

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const server = await startCombinedMock({
  port: Number(arg('port') ?? 4010),
  host: arg('host') ?? '127.0.0.1',
  delayMs: Number(arg('delay') ?? 0),
});
process.stdout.write(`mock upstream listening on ${server.url} (OpenAI /v1/*, Claude /v1/messages, Gemini /v1beta/models/*, Bedrock /model/*, Vertex /v1/projects/*, token /token)\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
