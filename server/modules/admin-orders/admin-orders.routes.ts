import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of this module are built in their own issue.
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
