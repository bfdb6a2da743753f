import { z } from 'zod';

/** Every API error body: `{error: {code, message}}` (DESIGN §4). */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
