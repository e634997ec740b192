import { z } from '@/api/zod';
import { SERVER_DAY } from '@/lib/server-date';
import { type Endpoint, endpoint, envelope, idempotencyHeadersSchema, pagedEnvelope } from './endpoint';
import { idSchema } from './formats';
import { serverDateSchema, serverDateTimeSchema } from './incentives-common.schemas';

const PATH = 'settings/incentives/schedules';

/**
 * Expiry schedule (docs/architecture.md): when points expire — once on a date, or
 * every year on month/day, or every month on a day — which points (earned more
 * than `older_than_days` before the run), a warning sent `warning_days` ahead.
 */
const scheduleFields = z.object({
  name: z.string().trim().min(1).max(120),
  active: z.boolean(),
  frequency: z.enum(['once', 'yearly', 'monthly']),
  /** For 'once'. */
  date: z.nullable(serverDateSchema),
  /** For 'yearly'. */
  month: z.number().int().min(1).max(12).nullable(),
  /** For 'yearly' and 'monthly'; 29–31 run on the month's last day when it is shorter. */
  day: z.number().int().min(1).max(31).nullable(),
  older_than_days: z.number().int().min(0).max(3650),
  warning_days: z.number().int().min(0).max(365),
});

export type ScheduleFields = z.infer<typeof scheduleFields>;

/** The most days each month has (February in a leap year): a yearly day beyond them is no day. */
const LONGEST_MONTHS: (29 | 30 | 31)[] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** What a yearly day beyond its month's days says, by the month's length. */
const DAY_RANGE = {
  29: 'Choose a day from 1 to 29.',
  30: 'Choose a day from 1 to 30.',
  31: 'Choose a day from 1 to 31.',
} as const;

/**
 * Field rules shared by the form (client) and the mock server; paths match the form's field names.
 * With `today` (an ISO date, UTC), a one-off date must come after it: a schedule on an earlier
 * day, or on today itself, whose run time has gone, would never run.
 */
export function scheduleIssues(
  value: Pick<ScheduleFields, 'frequency' | 'date' | 'month' | 'day'>,
  { today }: { today?: string } = {},
) {
  const issues: { path: string; message: string }[] = [];
  if (value.frequency === 'once' && !value.date)
    issues.push({ path: 'date', message: 'Choose the expiry date.' });
  if (value.frequency === 'once' && value.date && SERVER_DAY.test(value.date) && today && value.date <= today)
    issues.push({ path: 'date', message: 'Choose a date after today.' });
  if (value.frequency === 'yearly' && value.month === null)
    issues.push({ path: 'month', message: 'Choose the month.' });
  if (value.frequency !== 'once' && value.day === null)
    issues.push({ path: 'day', message: 'Choose the day.' });
  const longest = value.frequency === 'yearly' && value.month ? LONGEST_MONTHS[value.month - 1] : undefined;
  if (longest && value.day !== null && value.day > longest)
    issues.push({ path: 'day', message: DAY_RANGE[longest] });
  return issues;
}

export const scheduleInputSchema = scheduleFields.superRefine((value, context) => {
  for (const issue of scheduleIssues(value)) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

export const scheduleSchema = scheduleFields.extend({
  id: idSchema,
  next_run: z.nullable(serverDateTimeSchema).describe('Next time it runs; null when inactive or past'),
  created: serverDateTimeSchema,
  changed: serverDateTimeSchema,
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleListQuerySchema = z.object({
  page: z.number().int().min(0).optional(),
  active: z.boolean().optional(),
});
export type ScheduleListQuery = z.infer<typeof scheduleListQuerySchema>;

export const scheduleListResponseSchema = pagedEnvelope(scheduleSchema);
export const scheduleResponseSchema = envelope(scheduleSchema);

export const schedulesEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: PATH,
    group: 'incentives',
    summary: 'Expiry schedules, 25 per page',
    query: scheduleListQuerySchema.extend({ limit: z.number().int().optional() }),
    response: scheduleListResponseSchema,
  }),
  endpoint({
    method: 'GET',
    path: `${PATH}/{id}`,
    group: 'incentives',
    summary: 'One expiry schedule',
    response: scheduleResponseSchema,
    example: { params: { id: 1 } },
  }),
  endpoint({
    method: 'POST',
    path: PATH,
    group: 'incentives',
    summary: 'Create an expiry schedule',
    headers: idempotencyHeadersSchema(),
    body: scheduleFields,
    response: scheduleResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'PATCH',
    path: `${PATH}/{id}`,
    group: 'incentives',
    summary: 'Update the changed fields of an expiry schedule',
    body: scheduleFields.partial(),
    response: scheduleResponseSchema,
    fieldErrors: true,
  }),
  endpoint({
    method: 'DELETE',
    path: `${PATH}/{id}`,
    group: 'incentives',
    summary: 'Delete an expiry schedule (204)',
  }),
];
