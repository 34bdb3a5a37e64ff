/**
 * Every operation's handler, by area (one file per area of the contract): `Handlers` is complete or the build fails
 * (server/routes.ts). Who may call each one is its x-access, checked before it runs (server/plugins/app/guard.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../routes';
import { adminHandlers } from './admin';
import { adminRestHandlers } from './admin-rest';
import { aiHandlers } from './ai';
import { authHandlers } from './auth';
import { blogHandlers } from './blog';
import { cmsHandlers } from './cms';
import { earningsHandlers } from './earnings';
import { paymentHandlers } from './payments';
import { payoutHandlers } from './payouts';
import { pricingHandlers } from './pricing';
import { realtimeHandlers } from './realtime';
import { recordHandlers } from './records';
import { schedulingHandlers } from './scheduling';
import { statusHandlers } from './status';
import { trainerHandlers } from './trainer';
import { trainerStudioHandlers } from './trainer-studio';
import { trainingHandlers } from './training';
import { uploadHandlers } from './uploads';
import { workspaceHandlers } from './workspaces';

export function operationHandlers(app: FastifyInstance): Handlers {
  return {
    ...statusHandlers(app),
    ...recordHandlers(app),
    ...adminRestHandlers(app),
    ...authHandlers(app),
    ...adminHandlers(app),
    ...uploadHandlers(app),
    ...aiHandlers(app),
    ...trainerHandlers(app),
    ...pricingHandlers(app),
    ...trainerStudioHandlers(app),
    ...trainingHandlers(app),
    ...paymentHandlers(app),
    ...earningsHandlers(app),
    ...payoutHandlers(app),
    ...realtimeHandlers(app),
    ...workspaceHandlers(app),
    ...schedulingHandlers(app),
    ...blogHandlers(app),
    ...cmsHandlers(app),
  };
}
