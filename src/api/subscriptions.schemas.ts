import { z } from '@/api/zod-mini';
import { type Endpoint, endpoint, intParam, pagedEnvelope } from './endpoint';
import { idSchema, serverDateTimeSchema } from './formats';
import { trainingSchema } from './trainings.schemas';
import { SUBSCRIPTION_STATUSES } from './values';

export const subscriptionSchema = z.object({
  id: idSchema,
  training: z.pick(trainingSchema, { id: true, title: true, image: true, url: true }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  progress: z
    .number()
    .check(z.gte(0), z.lte(100), z.meta({ description: 'Per cent done, 0 to 100', examples: [40] })),
  last_accessed: z
    .nullable(serverDateTimeSchema)
    .check(z.describe('When the learner last opened it; null: never')),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionsResponseSchema = pagedEnvelope(subscriptionSchema);
export type SubscriptionsPage = z.infer<typeof subscriptionsResponseSchema>;

export const subscriptionsEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'subscriptions',
    group: 'subscriptions',
    summary: "The current user's subscriptions (401 for visitors)",
    query: z.object({
      status: z.optional(z.enum(SUBSCRIPTION_STATUSES)),
      page: z.optional(intParam),
      limit: z.optional(intParam),
    }),
    response: subscriptionsResponseSchema,
  }),
];
