// What the inbox's sign-in form posts (POST /inbox/api/session, server/auth/auth-router.ts).
import { z } from 'zod';
import { storable } from '../forms/fields';

export const SignInSchema = z.object({
  email: storable(z.string().max(320)),
  password: storable(z.string().min(1).max(1000)),
  /** "Keep me signed in on this device" (server/auth/device-sessions.ts). */
  remember: z.boolean().optional(),
});
