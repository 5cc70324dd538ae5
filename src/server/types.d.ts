import type { Access } from '#shared/domain/access.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every route; a test walks them all. */
    access?: Access;
    /** A public route that still wants to know who is signed in. */
    readsSession?: boolean;
    /** A long-lived stream: its duration is how long a screen stayed open, left out of the answer times. */
    stream?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    registeredRoutes: { method: string; url: string; access: Access | undefined }[];
  }
}
