import { z } from 'zod';

/** An insurance instrument as the instrument calls list it (its plans are the call's). */
export const InstrumentSchema = z.object({
  instrument_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  insurer_name: z.string(),
});
