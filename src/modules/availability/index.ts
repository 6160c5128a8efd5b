export { readOverrides, readWeekly } from './availability.presenter.js';
export { findDefaultSchedule, findScheduleById, listSchedules } from './availability.repo.js';
export { availabilityRoutes } from './availability.routes.js';
export { createAvailabilityService } from './availability.service.js';
export { ensureDefaultSchedule } from './default-schedule.js';
export {
  DateOverridesInput,
  DateOverridesSchema,
  WeeklyScheduleInput,
  WeeklyScheduleSchema,
  defaultWeeklySchedule,
  isCalendarDate,
  normalizeOverrides,
  normalizeWeekly,
} from './schedule.js';
export type { WeeklySchedule } from './schedule.js';
export { deleteSchedulesOf, schedulesLentOut, transferSchedules } from './owner-transfer.js';
