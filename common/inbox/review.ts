// Releasing leads held to review (POST /inbox/api/review/release): one lead, or all of one
// source network's (docs/decisions/0043-to-review.md). No prose here, like the other schemas.
import { z } from 'zod';

/** A network as the server writes it (server/security/source-network.ts): 203.0.113.0/24, 2001:db8:1::/48, unknown. */
const Network = z.string().min(1).max(50);

export const ReviewReleaseSchema = z.union([
  z.object({ id: z.uuid() }).strict(),
  z.object({ network: Network }).strict(),
]);
export type ReviewRelease = z.output<typeof ReviewReleaseSchema>;
export const ReviewGroupQuerySchema = z.object({ network: Network });
