import type { Access } from '#shared/domain/access.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every route; a test walks them all. */
    access?: Access;
    /** A public route that still wants to know who is signed in. */
    readsSession?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /** The answer needs a session or was made for one: no browser or proxy keeps it (plugins/access.ts). */
    forSession: boolean;
  }
  interface FastifyInstance {
    registeredRoutes: { method: string; url: string; access: Access | undefined }[];
  }
}
