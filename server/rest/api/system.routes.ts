import type { FastifyInstance } from 'fastify';
import type { App } from '../../context';
import { getSetupStatus, runSetup } from '../../domain/setup/setup.service';
import { getStatus } from '../../domain/status/status.service';
import { ok } from '../envelope';

export function systemRoutes(app: App) {
  return async (f: FastifyInstance) => {
    f.get('/status', async () => ok(await getStatus(app)));
    f.get('/setup', async () => {
      const s = await getSetupStatus(app);
      // When set up, only status is filled (as the original).
      return { success: true, data: s.status ? { status: true, root_init: true, database_type: '' } : s };
    });
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
