import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Relay } from '../relay';
import { mjFetch, mjImage, mjImageSeed, mjListByCondition, mjNotify, mjSubmit, type MjMode } from './midjourney';
import { sunoFetch, sunoFetchOne, sunoSubmit } from './suno';
import { mjHandle, taskHandle } from './task-common';

// /mj/…, /{mode}/mj/… and /suno/… (reference/relay.md §1, §10).

const SUBMITS: Array<[string, MjMode]> = [
  ['/submit/imagine', 'imagine'],
  ['/submit/change', 'change'],
  ['/submit/simple-change', 'simple-change'],
  ['/submit/describe', 'describe'],
  ['/submit/blend', 'blend'],
  ['/submit/edits', 'edits'],
  ['/submit/video', 'video'],
  ['/submit/action', 'action'],
  ['/submit/shorten', 'shorten'],
  ['/submit/modal', 'modal'],
  ['/submit/upload-discord-images', 'upload-discord-images'],
  ['/insight-face/swap', 'swap'],
];

type IdReq = FastifyRequest<{ Params: { id: string } }>;

export function taskRoutes(relay: Relay) {
  return async (f: FastifyInstance) => {
    for (const prefix of ['/mj', '/:mode/mj']) {
      f.get(`${prefix}/image/:id`, (req, reply) => mjImage(relay, req as IdReq, reply));
      for (const [path, mode] of SUBMITS) f.post(prefix + path, (req, reply) => mjHandle(relay, req, reply, () => mjSubmit(relay, req, reply, mode)));
      f.post(`${prefix}/notify`, (req, reply) => mjHandle(relay, req, reply, () => mjNotify(relay, req, reply)));
      f.get(`${prefix}/task/:id/fetch`, (req, reply) => mjHandle(relay, req, reply, () => mjFetch(relay, req as IdReq, reply)));
      f.get(`${prefix}/task/:id/image-seed`, (req, reply) => mjHandle(relay, req, reply, () => mjImageSeed(relay, req as IdReq, reply)));
      f.post(`${prefix}/task/list-by-condition`, (req, reply) => mjHandle(relay, req, reply, () => mjListByCondition(relay, req, reply)));
    }
    f.post('/suno/submit/:action', (req, reply) =>
      taskHandle(relay, req, reply, () => sunoSubmit(relay, req as FastifyRequest<{ Params: { action: string } }>, reply)),
    );
    f.post('/suno/fetch', (req, reply) => taskHandle(relay, req, reply, () => sunoFetch(relay, req, reply)));
    f.get('/suno/fetch/:id', (req, reply) => taskHandle(relay, req, reply, () => sunoFetchOne(relay, req as IdReq, reply)));
  };
}
