import type { FastifyInstance } from 'fastify';
import type { App } from '../../context';
import { getPublicSetupStatus, runSetup } from '../../domain/setup/setup.service';
import { getStatus } from '../../domain/status/status.service';
import { ok } from '../envelope';

export function systemRoutes(app: App) {
  return async (f: FastifyInstance) => {
    f.get('/status', async () => ok(await getStatus(app)));
    f.get('/setup', async () => ({ success: true, data: await getPublicSetupStatus(app) }));
    f.post('/setup', async (req) => {
      await runSetup(app, req.body);
      return { success: true, message: '系统初始化成功' };
    });
    for (const [path, key] of [
      ['/notice', 'Notice'],
      ['/about', 'About'],
      ['/home_page_content', 'HomePageContent'],
    ] as const) {
      f.get(path, async () => ok(app.options.get(key)));
    }
  };
}
