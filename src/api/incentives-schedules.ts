import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { lazySchemas, requestDelete, requestParsed } from './client';
import { idempotencyHeaders } from './idempotency';
import type { Schedule, ScheduleInput, ScheduleListQuery } from './incentives-schedules.schemas';
import { keys } from './keys';

export type { Schedule, ScheduleInput, ScheduleListQuery } from './incentives-schedules.schemas';

const schema = lazySchemas(() => import('./incentives-schedules.schemas'));

export const SCHEDULE_PAGE_SIZE = 25;

const PATH = 'settings/incentives/schedules';

export const getSchedules = (query: ScheduleListQuery = {}, signal?: AbortSignal) =>
  requestParsed(schema('scheduleListResponseSchema'), PATH, {
    query: { ...query, limit: SCHEDULE_PAGE_SIZE },
    signal,
  });

export const getSchedule = async (id: number, signal?: AbortSignal): Promise<Schedule> =>
  (await requestParsed(schema('scheduleResponseSchema'), `${PATH}/${id}`, { signal })).data;

/** `idempotencyKey`: the same key for the same schedule sent again (`idempotencyKeys`). */
export const createSchedule = async (input: ScheduleInput, idempotencyKey?: string): Promise<Schedule> =>
  (
    await requestParsed(schema('scheduleResponseSchema'), PATH, {
      method: 'POST',
      body: input,
      headers: idempotencyHeaders(idempotencyKey),
    })
  ).data;

export const updateSchedule = async (id: number, changes: Partial<ScheduleInput>): Promise<Schedule> =>
  (await requestParsed(schema('scheduleResponseSchema'), `${PATH}/${id}`, { method: 'PATCH', body: changes }))
    .data;

export const deleteSchedule = async (id: number): Promise<void> => {
  await requestDelete(`${PATH}/${id}`);
};

export const schedulesQueryOptions = (query: ScheduleListQuery = {}) =>
  queryOptions({
    queryKey: keys.incentives.scheduleList(query),
    queryFn: ({ signal }) => getSchedules(query, signal),
  });

export const scheduleQueryOptions = (id: number) =>
  queryOptions({ queryKey: keys.incentives.schedule(id), queryFn: ({ signal }) => getSchedule(id, signal) });

const invalidateSchedules = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: keys.incentives.schedules() });

export const createScheduleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.incentives.schedules(), 'create'],
    mutationFn: ({ idempotencyKey, ...input }: ScheduleInput & { idempotencyKey?: string }) =>
      createSchedule(input, idempotencyKey),
    onSuccess: () => invalidateSchedules(queryClient),
  });

export const updateScheduleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.incentives.schedules(), 'update'],
    mutationFn: ({ id, changes }: { id: number; changes: Partial<ScheduleInput> }) =>
      updateSchedule(id, changes),
    onSuccess: (schedule) => {
      queryClient.setQueryData(keys.incentives.schedule(schedule.id), schedule);
      return invalidateSchedules(queryClient);
    },
  });

export const deleteScheduleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...keys.incentives.schedules(), 'delete'],
    mutationFn: deleteSchedule,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: keys.incentives.schedule(id) });
      return invalidateSchedules(queryClient);
    },
  });
