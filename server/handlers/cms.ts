/**
 * The CMS (lambda `cms`, `cms/edit/{id}`, `cms/page/{page}`): the site's texts. Writes go through the records service
 * under the `cms` policy (admins only, an active account, the contract's field rules, a value that reads as its type,
 * one entry per page and key); a page's entries are open to everyone.
 */
import type { FastifyInstance } from 'fastify';
import { RECORDS } from '../../src/config/constants';
import { keepAnswer } from './records';
import { handlerGroup, type Answer } from '../routes';

export function cmsHandlers(app: FastifyInstance) {

  return handlerGroup({
    async addCmsEntry(r) {
      const caller = await r.caller();
      return { error: false, data: await app.records.create(caller, 'cms', r.body, keepAnswer(r)) };
    },

    async updateCmsEntry(r) {
      const caller = await r.caller();
      const { id } = r.params;
      return { error: false, data: await app.records.update(caller, 'cms', id, r.body, keepAnswer(r)) };
    },

    async getCmsPage(r) {
      const caller = await r.caller();
      const { page } = r.params;
      const { list } = await app.records.getAll(caller, 'cms', { filter: [`page,eq,${page}`], order: ['key,asc'] }, RECORDS.maxSize);
      return { error: false, page, list: list as Answer<'getCmsPage'>['list'] };
    },
  });
}
