// Settling leads held to review (POST /inbox/api/review/release or /review/spam): one lead, or
// all of one source network's (docs/decisions/0043-to-review.md). No prose here, like the other schemas.
import { z } from 'zod';

/** A network as the server writes it (server/security/source-network.ts): 203.0.113.0/24, 2001:db8:1::/48, unknown. */
const Network = z.string().min(1).max(50);

export const ReviewTargetSchema = z.union([
  z.object({ id: z.uuid() }).strict(),
  z.object({ network: Network }).strict(),
]);
export type ReviewTarget = z.output<typeof ReviewTargetSchema>;
export const ReviewGroupQuerySchema = z.object({ network: Network });
