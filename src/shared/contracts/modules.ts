import { z } from 'zod';
import { MODULE_KEYS } from '../permissions';

export { MODULES_PATH } from './module-paths';

export const Module = z.object({
  id: z.number(),
  key: z.enum(MODULE_KEYS),
  name: z.string(),
  description: z.string(),
  monthlyPrice: z.number(),
  features: z.array(z.string()),
  isActive: z.boolean(),
});
export type Module = z.infer<typeof Module>;
export const ModuleList = z.array(Module);
